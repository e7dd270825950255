import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/browser'
import {
  clientOptions,
  sentryReporting,
  type SentryReporting,
  type SentryReportingOptions,
} from './sentry-reporting.ts'

/** ErrorReportingPort on Sentry in the browser (@sentry/browser, sent with fetch): see sentry-reporting.ts. */
export function createSentryBrowserReporting(options: SentryReportingOptions): SentryReporting {
  const client = new BrowserClient({
    ...clientOptions(options),
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()
  return sentryReporting(scope, (ms) => client.flush(ms), options)
}
