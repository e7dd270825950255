import { beginDrain, operated, type OperatedApp, type OperationsSettings } from './operations.ts'
import { scrapeMetrics, watchOutbox } from './metrics.ts'
import type { OpsApp } from '../composition/ops.server.ts'

/** What scripts/serve.mjs gets from the built server besides `fetch`. */
export interface OperatedEntry {
  /** SIGTERM, first: /readyz answers 503 while the listening socket closes and in-flight requests finish */
  drain(): void
  /** SIGTERM, last: the delivery loop and payment sweep stop, the stores close */
  shutdown(): Promise<void>
  /** the Prometheus text for the internal metrics port (METRICS_PORT) of a single process */
  metrics(): Promise<string>
}

/**
 * The built server's default export: Start's entry with the operations layer around its `fetch` (operations.ts)
 * and the process's orderly stop and metrics beside it.
 */
export function operatedEntry<
  // biome-ignore lint/suspicious/noExplicitAny: the extra parameters are whatever the server passes fetch; E keeps their real types
  E extends { fetch: (request: Request, ...options: any[]) => Promise<Response> | Response },
>(app: OperatedApp & { readonly ops: OpsApp }, settings: OperationsSettings, entry: E): E & OperatedEntry {
  watchOutbox(() => app.ops.outbox())
  return {
    ...entry,
    fetch: operated(app, entry.fetch, settings),
    drain: beginDrain,
    shutdown: () => app.ops.shutdown(),
    metrics: scrapeMetrics,
  }
}
