/** SPEC §9 layout constants. */

/** Media-query breakpoints in px, as the spec lists them (xs 575 pairs with sm 576 as a max/min edge). */
export const BREAKPOINTS = { xs: 575, sm: 576, md: 767, lg: 992, xl: 1200 } as const

/** The second breakpoint set (carousels and grids), in px. */
export const GRID_BREAKPOINTS = [400, 576, 768, 992, 1200, 1400] as const

export const PROMOTIONS_SLIDER_SIZE = { width: 540, height: 1920 } as const
export const STICKY_TCPO_LOGO_SIZE = { width: 150, height: 41 } as const
