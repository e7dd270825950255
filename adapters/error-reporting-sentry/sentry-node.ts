import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node'
import {
  clientOptions,
  sentryReporting,
  type SentryReporting,
  type SentryReportingOptions,
} from './sentry-reporting.ts'

/** ErrorReportingPort on Sentry, server side (@sentry/node): see sentry-reporting.ts. */
export function createSentryNodeReporting(options: SentryReportingOptions): SentryReporting {
  const client = new NodeClient({
    ...clientOptions(options),
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()
  return sentryReporting(scope, (ms) => client.flush(ms), options)
}
