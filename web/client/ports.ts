import type { AnalyticsPort } from '@domain/ports/analytics.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import { createBrowserAnalytics } from '@adapters/analytics-browser/analytics-browser.ts'
import { createBrowserErrorReporting } from '@adapters/error-reporting-browser/error-reporting-browser.ts'

/**
 * The browser's ports, made once per page: the server's composition root cannot reach `window`, so browser-side
 * adapters are chosen here, and only here.
 */
let analytics: AnalyticsPort | undefined
let errors: ErrorReportingPort | undefined

export function browserAnalytics(): AnalyticsPort {
  analytics ??= createBrowserAnalytics()
  return analytics
}

/** Console only for now; pass a same-origin endpoint here once the server offers one. */
export function browserErrorReporting(): ErrorReportingPort {
  errors ??= createBrowserErrorReporting({ beaconUrl: null })
  return errors
}
