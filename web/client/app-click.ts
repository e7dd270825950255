import type { MouseEvent } from 'react'
import { pageHydrated } from './page-hydrated.ts'

/**
 * A plain click on a link that the app may navigate itself: the main button, no modifier key (a new tab or window is
 * the browser's), not already handled, and the page has hydrated (page-hydrated.ts: before that the router's own
 * mount work could overwrite or miss the navigation, so the browser follows the link).
 */
export const appNavigableClick = (event: MouseEvent): boolean =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented &&
  pageHydrated()
