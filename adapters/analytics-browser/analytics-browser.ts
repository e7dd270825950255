import type { AnalyticsEvent, AnalyticsPort } from '@domain/ports/analytics.port.ts'

/** One entry as pushed to the tag manager's data layer. */
export interface DataLayerEntry {
  readonly event: string
  readonly event_id: number
  readonly [key: string]: unknown
}

/** The window fields this adapter writes; `__analyticsEvents` is a small in-page log browser tests read. */
export interface AnalyticsWindow {
  dataLayer?: unknown[]
  __analyticsEvents?: DataLayerEntry[]
}

/** The in-page log keeps the latest entries only, so a long session cannot grow it without bound. */
export const ANALYTICS_LOG_LIMIT = 200

/** AnalyticsPort in the browser: every event goes to `window.dataLayer` as `{event, event_id, …data}`. */
export function createBrowserAnalytics(
  target: AnalyticsWindow | null = typeof window === 'undefined' ? null : (window as AnalyticsWindow),
): AnalyticsPort {
  return {
    track(event: AnalyticsEvent) {
      if (!target) return
      const entry: DataLayerEntry = { ...(event.data ?? {}), event: event.name, event_id: event.id }
      target.dataLayer ??= []
      target.dataLayer.push(entry)
      target.__analyticsEvents ??= []
      const log = target.__analyticsEvents
      log.push(entry)
      if (log.length > ANALYTICS_LOG_LIMIT) log.splice(0, log.length - ANALYTICS_LOG_LIMIT)
    },
  }
}
