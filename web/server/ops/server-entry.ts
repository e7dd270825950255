import { beginDrain } from './operations.ts'
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

/** The process's orderly stop and metrics, beside the built server's `fetch` (the pipeline runs inside Start). */
export function operatedEntry(app: { readonly ops: OpsApp }): OperatedEntry {
  watchOutbox(() => app.ops.outbox())
  return { drain: beginDrain, shutdown: () => app.ops.shutdown(), metrics: scrapeMetrics }
}
