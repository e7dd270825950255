import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/browser'
import { clientOptions, type SentryReportingOptions, startSentryReporting } from './sentry-reporting.ts'

/** ErrorReportingPort on Sentry in the browser (@sentry/browser, sent with fetch): see sentry-reporting.ts. */
export function createSentryBrowserReporting(options: SentryReportingOptions) {
  const client = new BrowserClient(clientOptions(options, makeFetchTransport, defaultStackParser))
  return startSentryReporting(client, new Scope(), options)
}
