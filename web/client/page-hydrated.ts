/**
 * Whether the page has hydrated: the shell marks `<html data-hydrated="true">` in its first effect
 * (web/components/layout/SiteShell.tsx), which runs after the router's own mount work (its history subscription and
 * the canonical address, in a layout effect). Before that, a link the app navigates itself could be overwritten by
 * that work or go unseen by the router, so such a link is left to the browser until then.
 */
export const pageHydrated = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset['hydrated'] === 'true'
