import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'

export interface BrowserErrorReportingOptions {
  /** same-origin endpoint receiving a JSON beacon; null = console only */
  readonly beaconUrl?: string | null
  readonly log?: (message: string, context?: Record<string, unknown>) => void
  readonly sendBeacon?: ((url: string, body: string) => boolean) | null
}

/** ErrorReportingPort in the browser: the console, plus a fire-and-forget beacon when an endpoint is configured. */
export function createBrowserErrorReporting(options: BrowserErrorReportingOptions = {}): ErrorReportingPort {
  const log = options.log ?? ((message, context) => console.error(message, context ?? {}))
  const beacon =
    options.sendBeacon ??
    (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, body: string) => navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
      : null)
  return {
    report(message, context) {
      log(message, context)
      if (!options.beaconUrl || !beacon) return
      try {
        beacon(options.beaconUrl, JSON.stringify({ message, context: context ?? {} }))
      } catch {
        // reporting must never break the page that is reporting
      }
    },
  }
}
