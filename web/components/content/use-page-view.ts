import { useEffect, useRef } from 'react'
import { browserAnalytics } from '../../client/ports.ts'
import { pageViewEvent, type PageViewType } from '@domain/events/page-views.ts'

/**
 * Fires the page type's page-view event once per page (client only, after hydration). The ref keeps React's
 * development double-run of effects from counting one view twice.
 */
export function usePageView(type: PageViewType, path: string, data: Record<string, unknown> = {}): void {
  const fired = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` only describes the view; a new path or type is a new view
  useEffect(() => {
    const key = `${type} ${path}`
    if (fired.current === key) return
    fired.current = key
    browserAnalytics().track({ ...pageViewEvent(type), data: { page_path: path, ...data } })
  }, [type, path])
}

/** Click-to-call (25) and get-directions (41) interactions. */
export function trackInteraction(
  id: 25 | 41,
  name: 'click_to_call' | 'get_directions',
  data: Record<string, unknown>,
): void {
  browserAnalytics().track({ id, name, data })
}
