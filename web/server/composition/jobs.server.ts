import type { ClockPort } from '@domain/ports/clock.port.ts'
import { PENDING_SWEEP_INTERVAL_MS } from '@domain/payments/pending-verification.ts'
import { startPendingSweepLoop, type PendingSweepLoop } from '@application/checkout/pending-sweep-loop.ts'
import type { PendingSweep } from '@application/checkout/pending-sweep.ts'
import { UPLOAD_SWEEP_INTERVAL_MS } from '@application/uploads/uploads.ts'
import type { LiveSettings } from './environment.ts'
import { nodeTimers } from './sweep-timers.ts'
import type { StockWatch } from '@application/stock-watch/stock-watch.ts'

/** The background jobs this process runs (lead delivery runs with the lead outbox: lead-adapters.server.ts). */
export interface Jobs {
  /**
   * With the providers' payments: the sweep that finishes reserve-online payments whose 3-D Secure step nobody
   * resumed (every PAYMENT_SWEEP_SECONDS; its timer never keeps the process alive). null with local payments.
   */
  readonly pendingSweep: PendingSweepLoop | null
  /** the sweep of uploaded files no lead took (every UPLOAD_SWEEP_INTERVAL_MS) */
  readonly uploadSweep: PendingSweepLoop | null
  /** the stock watch, every STOCK_WATCH_SECONDS (the store's lease keeps it to one run per period per deployment) */
  readonly stockWatch: PendingSweepLoop | null
  /** stops every job; waits for a sweep in flight to end */
  stop(): Promise<void>
}

export interface JobsInput {
  /** whether this process runs the instance's jobs (Configuration.jobs): none start otherwise */
  readonly jobs: boolean
  readonly live: LiveSettings | null
  readonly clock: ClockPort
  /** one sweep of pending payments (the vehicles use case); null with local payments */
  readonly sweepPending: PendingSweep | null
  /** one sweep of the uploads no lead took */
  readonly sweepUploads: () => Promise<unknown>
  /** the stock watch and its period */
  readonly stockWatch: { readonly watch: StockWatch; readonly everyMs: number }
}

/** The composition root's last step: starts the jobs the configuration gives this process. */
export function startJobs({ jobs, live, clock, sweepPending, sweepUploads, stockWatch }: JobsInput): Jobs {
  const pendingSweep =
    jobs && sweepPending
      ? startPendingSweepLoop({
          intervalMs: live?.PAYMENT_SWEEP_SECONDS
            ? Number(live.PAYMENT_SWEEP_SECONDS) * 1000
            : PENDING_SWEEP_INTERVAL_MS,
          clock,
          timers: nodeTimers,
          sweep: (nowMs) => sweepPending({ nowMs }),
        })
      : null
  const uploadSweep = jobs
    ? startPendingSweepLoop({
        name: '[uploads] sweep of files no lead took',
        intervalMs: UPLOAD_SWEEP_INTERVAL_MS,
        clock,
        timers: nodeTimers,
        sweep: () => sweepUploads(),
      })
    : null
  const watch = jobs
    ? startPendingSweepLoop({
        name: '[stock-watch] run',
        intervalMs: stockWatch.everyMs,
        clock,
        timers: nodeTimers,
        sweep: () => stockWatch.watch.run(),
      })
    : null
  return {
    pendingSweep,
    uploadSweep,
    stockWatch: watch,
    async stop() {
      await pendingSweep?.stop()
      await uploadSweep?.stop()
      await watch?.stop()
    },
  }
}
