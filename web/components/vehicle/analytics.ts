import type { AnalyticsEvent, AnalyticsPort } from '@domain/ports/analytics.port.ts'
import { eventById } from '@domain/events/event-catalogue.ts'
import { browserAnalytics } from '../../client/ports.ts'

/** The page's analytics port (chosen by the browser root); a no-op during server rendering. */
export function analytics(): AnalyticsPort {
  if (typeof window === 'undefined') return { track() {} }
  return browserAnalytics()
}

/** Tracks catalogue event `id` (SPEC §9) with its catalogue key as the name. */
export function trackEvent(id: number, data?: Record<string, unknown>): void {
  const event: AnalyticsEvent = { id, name: eventById(id)?.key ?? `event_${id}`, ...(data ? { data } : {}) }
  analytics().track(event)
}
