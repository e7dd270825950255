/** SPEC §9 layout constants. */

// The SPEC §9 breakpoints (xs 575 / sm 576 / md 767 / lg 992 / xl 1200) live where they act: the stylesheets'
// media queries (web/styles), not as constants nothing reads.

export const PROMOTIONS_SLIDER_SIZE = { width: 540, height: 1920 } as const
export const STICKY_TCPO_LOGO_SIZE = { width: 150, height: 41 } as const
