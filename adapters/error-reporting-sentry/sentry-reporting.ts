import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'

export interface SentryReportingOptions {
  /** the project's DSN (SENTRY_DSN on the server, PUBLIC_SENTRY_DSN in pages) */
  readonly dsn: string
  /** e.g. 'production', 'staging' (SENTRY_ENVIRONMENT) */
  readonly environment?: string
  /** the console line every report also writes (default console.error) */
  readonly log?: (message: string, context?: Record<string, unknown>) => void
}

export interface SentryReporting extends ErrorReportingPort {
  /** waits until every report so far has been sent (or the time is up); true when all were */
  flush(timeoutMs: number): Promise<boolean>
}

/** The part of a Sentry scope (node or browser SDK) a report uses. */
interface ReportScope {
  clone(): {
    setExtras(extras: Record<string, unknown>): unknown
    captureMessage(message: string, level: 'error'): unknown
  }
}

/**
 * Client options both SDKs share: the DSN, the environment, nothing automatic, no personal data; each SDK gives
 * its own transport and stack parser.
 */
export const clientOptions = <Transport, StackParser>(
  options: SentryReportingOptions,
  transport: Transport,
  stackParser: StackParser,
) => ({
  dsn: options.dsn,
  ...(options.environment ? { environment: options.environment } : {}),
  integrations: [],
  sendDefaultPii: false,
  transport,
  stackParser,
})

/** The part of a Sentry client (node or browser SDK) reporting starts and flushes. */
interface ReportClient {
  init(): void
  flush(timeoutMs?: number): PromiseLike<boolean>
}

/** Binds a new client to its own scope, starts it, and reports through that scope (sentryReporting). */
export function startSentryReporting<Client extends ReportClient>(
  client: Client,
  scope: ReportScope & { setClient(client: NoInfer<Client>): void },
  options: SentryReportingOptions,
): SentryReporting {
  scope.setClient(client)
  client.init()
  return sentryReporting(scope, (ms) => client.flush(ms), options)
}

/**
 * ErrorReportingPort on a Sentry client of its own (no global hooks, no automatic instrumentation: only what the
 * product reports, SPEC §8): each report is an error-level event with the message as SPEC §8 words it and its
 * context as extra data, and a console line as before. A Sentry that cannot be reached loses the event, never
 * the request or the page.
 */
export function sentryReporting(
  scope: ReportScope,
  flush: (timeoutMs: number) => PromiseLike<boolean>,
  options: SentryReportingOptions,
): SentryReporting {
  const log = options.log ?? ((message, context) => console.error(message, context ?? {}))
  return {
    report(message, context) {
      log(message, context)
      try {
        const event = scope.clone()
        event.setExtras(context ?? {})
        event.captureMessage(message, 'error')
      } catch {
        // reporting must never break what is being reported
      }
    },
    flush: async (timeoutMs) => flush(timeoutMs),
  }
}
