import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node'
import { clientOptions, type SentryReportingOptions, startSentryReporting } from './sentry-reporting.ts'

/** ErrorReportingPort on Sentry, server side (@sentry/node): see sentry-reporting.ts. */
export function createSentryNodeReporting(options: SentryReportingOptions) {
  const client = new NodeClient(clientOptions(options, makeNodeTransport, defaultStackParser))
  return startSentryReporting(client, new Scope(), options)
}
