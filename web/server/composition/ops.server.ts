import type { Ports } from './ports.server.ts'
import type { Jobs } from './jobs.server.ts'

/** What operating the server needs of it: readiness, the outbox reading for metrics, and an orderly stop. */
export interface OpsApp {
  /** the store answers and the tenants are loaded (GET /readyz) */
  ready(): Promise<{ readonly ready: true } | { readonly ready: false; readonly reason: string }>
  /** lead versions waiting for delivery and when the oldest was received (metrics: the two alerts) */
  outbox(): Promise<{ readonly pending: number; readonly oldestPendingAt: number | null }>
  /**
   * After the last request: stops the payment sweep and the lead delivery loop (attempts in flight are released for
   * the next start) and closes the databases. Once; later calls wait for the first.
   */
  shutdown(): Promise<void>
}

/** The ports operating the server reads, and the jobs it stops. */
export type OpsPorts = Pick<Ports, 'tenants' | 'db' | 'leads'> & { readonly jobs: Pick<Jobs, 'stop'> }

export function composeOps({ tenants, db, leads, jobs }: OpsPorts): OpsApp {
  let stopping: Promise<void> | undefined
  return {
    async ready() {
      if (tenants.all.length === 0) return { ready: false, reason: 'no tenants loaded' }
      try {
        db.prepare('SELECT 1').get()
        await leads().store.nextDueAt()
      } catch (error) {
        return {
          ready: false,
          reason: `the store does not answer: ${error instanceof Error ? error.message : String(error)}`,
        }
      }
      return { ready: true }
    },
    async outbox() {
      const { store } = leads()
      const [counts, oldestPendingAt] = await Promise.all([store.counts(), store.oldestPendingAt()])
      return { pending: counts.pending, oldestPendingAt }
    },
    shutdown() {
      stopping ??= (async () => {
        await jobs.stop()
        await leads().close()
        if (db.isOpen) db.close()
      })()
      return stopping
    },
  }
}
