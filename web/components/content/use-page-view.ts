import { useEffect, useRef } from 'react'
import { useBrowserPorts } from '../../client/use-browser-ports.ts'
import { pageViewEvent, type PageViewType } from '@domain/events/page-views.ts'

/**
 * Fires the page type's page-view event once per page (client only, after hydration). The ref keeps React's
 * development double-run of effects from counting one view twice.
 */
export function usePageView(type: PageViewType, path: string, data: Record<string, unknown> = {}): void {
  const { analytics } = useBrowserPorts()
  const fired = useRef<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` only describes the view; a new path or type is a new view
  useEffect(() => {
    const key = `${type} ${path}`
    if (fired.current === key) return
    fired.current = key
    analytics.track({ ...pageViewEvent(type), data: { page_path: path, ...data } })
  }, [type, path])
}

/** Tracks click-to-call (25) and get-directions (41) interactions on the page's analytics port. */
export function useTrackInteraction(): (
  id: 25 | 41,
  name: 'click_to_call' | 'get_directions',
  data: Record<string, unknown>,
) => void {
  const { analytics } = useBrowserPorts()
  return (id, name, data) => analytics.track({ id, name, data })
}
