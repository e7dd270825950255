import { beginDrain } from './operations.ts'
import { scrapeMetrics, watchOutbox } from './metrics.ts'
import type { OpsApp } from '../composition/ops.server.ts'

/** What scripts/serve.mjs gets from the built server besides `fetch`: the orderly stop and the metrics text. */
export interface OperatedEntry<E> {
  readonly entry: E
  /** SIGTERM, first: /readyz answers 503 while the listening socket closes and in-flight requests finish */
  drain(): void
  /** SIGTERM, last: the delivery loop and payment sweep stop, the stores close */
  shutdown(): Promise<void>
  /** the Prometheus text for the internal metrics port (METRICS_PORT) of a single process */
  metrics(): Promise<string>
}

/** The built server's default export: Start's entry with the process's operations beside it. */
export function operatedEntry<E extends object>(app: { readonly ops: OpsApp }, entry: E): E & Omit<OperatedEntry<E>, 'entry'> {
  watchOutbox(() => app.ops.outbox())
  return { ...entry, drain: beginDrain, shutdown: () => app.ops.shutdown(), metrics: scrapeMetrics }
}
