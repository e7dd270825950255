import type { AnalyticsEvent, AnalyticsPort } from '@domain/ports/analytics.port.ts'
import { eventById } from '@domain/events/event-catalogue.ts'
import { createBrowserAnalytics } from '@adapters/analytics-browser/analytics-browser.ts'

let port: AnalyticsPort | undefined

/** The page's analytics port (the browser adapter); a no-op during server rendering. */
export function analytics(): AnalyticsPort {
  if (typeof window === 'undefined') return { track() {} }
  port ??= createBrowserAnalytics()
  return port
}

/** Tracks catalogue event `id` (SPEC §9) with its catalogue key as the name. */
export function trackEvent(id: number, data?: Record<string, unknown>): void {
  const event: AnalyticsEvent = { id, name: eventById(id)?.key ?? `event_${id}`, ...(data ? { data } : {}) }
  analytics().track(event)
}
