import { useEffect } from 'react'
import { createBrowserAnalytics } from '@adapters/analytics-browser/analytics-browser.ts'
import { pageViewEvent, type PageViewType } from './page-views.ts'

/** Fires the page type's page-view event once per page (client only, after hydration). */
export function usePageView(type: PageViewType, path: string, data: Record<string, unknown> = {}): void {
  useEffect(() => {
    const event = pageViewEvent(type)
    createBrowserAnalytics().track({ ...event, data: { page_path: path, ...data } })
    // one event per path; `data` is descriptive only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, path])
}

/** Click-to-call (25) and get-directions (41) interactions. */
export function trackInteraction(id: 25 | 41, name: 'click_to_call' | 'get_directions', data: Record<string, unknown>): void {
  createBrowserAnalytics().track({ id, name, data })
}
