import {
  LeadDeliveryError,
  type LeadDelivery,
  type LeadGatewayPort,
  type LeadOutboxPort,
} from '@domain/ports/leads.port.ts'

export interface BackoffPolicy {
  /** delay after the first failed attempt */
  readonly baseMs: number
  /** no wait between attempts is ever longer than this */
  readonly maxMs: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 5 * 60_000 }

/**
 * Exponential backoff, capped, with "equal jitter" (half fixed, half random) so that leads queued
 * during one outage do not all hit the recovering receiver in the same instant.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30)
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export interface LeadDeliveryOptions {
  readonly outbox: LeadOutboxPort
  readonly gateway: LeadGatewayPort
  readonly clock?: () => number
  readonly random?: () => number
  readonly backoff?: BackoffPolicy
  /** deliveries in flight at once */
  readonly concurrency?: number
  /** an attempt still unanswered after this long is abandoned and retried later (same key) */
  readonly attemptTimeoutMs?: number
  /** how often the outbox is looked at when nothing has kicked the loop */
  readonly pollIntervalMs?: number
  /**
   * The least time between two claims while leads keep arriving (default 0: each kick claims at once). A kick after a
   * quiet spell still claims at once; the kicks and finished deliveries within this long of the last claim are
   * answered by one claim when it is up, so under load a claim, its receipts and its marks each carry many versions
   * instead of a few (fewer statements and round trips per lead, the same deliveries). A full claim (a backlog)
   * claims again at once.
   */
  readonly claimIntervalMs?: number
  readonly onError?: (delivery: LeadDelivery, error: unknown, permanent: boolean) => void
}

export interface LeadDeliveryLoop {
  /** look at the outbox now (a lead was just accepted) */
  kick(): void
  /** resolves once nothing is due or in flight (pending versions may still wait out a backoff) */
  idle(): Promise<void>
  /** stops claiming, abandons attempts in flight (they are released for the next start) and waits for them */
  stop(): Promise<void>
}

/**
 * The background delivery loop. Claims due versions from the outbox, hands each to the gateway with
 * its idempotency key, and records the outcome: delivered, retry later (transient failures, with
 * capped backoff, without limit: an outage loses nothing), or failed (the receiver refused it for good).
 * Claims are released when it starts, so whatever was pending or in flight before a restart goes out again.
 */
export function startLeadDelivery(options: LeadDeliveryOptions): LeadDeliveryLoop {
  const { outbox, gateway } = options
  const clock = options.clock ?? Date.now
  const random = options.random ?? Math.random
  const backoff = options.backoff ?? DEFAULT_BACKOFF
  const concurrency = Math.max(1, options.concurrency ?? 8)
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 60_000
  const pollIntervalMs = options.pollIntervalMs ?? 5_000
  const onError = options.onError ?? defaultOnError
  const claimIntervalMs = Math.max(0, options.claimIntervalMs ?? 0)

  const stopping = new AbortController()
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let pumping = false
  let pumpAgain = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let idleWaiters: (() => void)[] = []
  /** when the last claim was made, in timer time (Date.now, as the timers run on; `clock` may be a test's own) */
  let lastClaimAt = -Infinity
  let throttled: ReturnType<typeof setTimeout> | undefined

  const ready = outbox
    .releaseClaims()
    .catch((error: unknown) => console.error('lead outbox: could not release claims', error))

  function schedule(delayMs: number): void {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(nudge, Math.max(0, Math.min(delayMs, pollIntervalMs)))
    timer.unref?.()
  }

  let pumpRun: Promise<void> = Promise.resolve()

  /**
   * A kick or a finished delivery: a claim now, or, within `claimIntervalMs` of the last one, one claim when that is
   * up for all of them. A kick during a claim is never lost: its claim comes at the latest when the interval is up.
   */
  function nudge(): void {
    if (stopped || throttled) return
    const wait = lastClaimAt + claimIntervalMs - Date.now()
    if (claimIntervalMs === 0 || wait <= 0) {
      void pump()
      return
    }
    throttled = setTimeout(() => {
      throttled = undefined
      void pump()
    }, wait)
    throttled.unref?.()
  }

  function pump(): Promise<void> {
    if (stopped) return Promise.resolve()
    if (pumping) {
      pumpAgain = true
      return pumpRun
    }
    pumping = true
    pumpRun = pumpOnce()
    return pumpRun
  }

  async function pumpOnce(): Promise<void> {
    try {
      await ready
      do {
        pumpAgain = false
        const free = concurrency - inFlight.size
        if (free <= 0) break
        const now = clock()
        lastClaimAt = Date.now()
        const jobs = await outbox.claimDue(now, free, now + attemptTimeoutMs * 2)
        // stopped while the claim committed: the claims lapse and the next start sends these
        if (stopped) break
        for (const job of jobs) track(attempt(job))
        if (jobs.length === free) pumpAgain = true
      } while (pumpAgain && !stopped)
      if (inFlight.size === 0) {
        const due = await outbox.nextDueAt()
        if (due === null || due > clock()) settleIdle()
        schedule(due === null ? pollIntervalMs : due - clock())
      }
    } catch (error) {
      console.error('lead outbox: delivery loop error', error)
      pumpAgain = false
      schedule(pollIntervalMs)
    } finally {
      pumping = false
    }
    if (pumpAgain && !stopped) void pump()
  }

  function track(promise: Promise<void>): void {
    inFlight.add(promise)
    void promise.finally(() => {
      inFlight.delete(promise)
      nudge()
    })
  }

  async function attempt(job: LeadDelivery): Promise<void> {
    const timeout = new AbortController()
    const signal = AbortSignal.any([timeout.signal, stopping.signal])
    const timeoutTimer = setTimeout(
      () => timeout.abort(new Error(`no answer within ${attemptTimeoutMs} ms`)),
      attemptTimeoutMs,
    )
    try {
      const result = await raceAbort(gateway.deliver(job, signal), signal)
      await outbox.markDelivered(job.idempotencyKey, result.remoteId, clock())
    } catch (error) {
      try {
        if (stopping.signal.aborted) {
          // Shutting down, not the receiver's fault: due again at once, so the next start resends it.
          await outbox.markRetry(job.idempotencyKey, 'interrupted by shutdown', clock())
          return
        }
        const permanent = error instanceof LeadDeliveryError && error.permanent
        onError(job, error, permanent)
        const message = error instanceof Error ? error.message : String(error)
        if (permanent) {
          await outbox.markFailed(job.idempotencyKey, message, clock())
        } else {
          const delay = backoffDelay(job.attempts + 1, backoff, random)
          await outbox.markRetry(job.idempotencyKey, message, clock() + delay)
        }
      } catch (recordError) {
        // The store itself is unavailable (closing): the claim lapses and the version goes out later.
        console.error('lead outbox: could not record a delivery outcome', recordError)
      }
    } finally {
      clearTimeout(timeoutTimer)
    }
  }

  function settleIdle(): void {
    if (inFlight.size > 0) return
    const waiters = idleWaiters
    idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  void pump()

  return {
    kick() {
      nudge()
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve)
        void pump()
      })
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      if (throttled) clearTimeout(throttled)
      stopping.abort(new Error('delivery loop stopped'))
      await pumpRun
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
      settleIdle()
    },
  }
}

/** Settles with the gateway's answer, or rejects as soon as `signal` aborts (a hung receiver is not waited on). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined) // its outcome no longer matters, but must not surface as unhandled
    return Promise.reject(signal.reason)
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

function defaultOnError(delivery: LeadDelivery, error: unknown, permanent: boolean): void {
  const message = error instanceof Error ? error.message : String(error)
  console.warn(`lead ${delivery.idempotencyKey}: delivery ${permanent ? 'refused' : 'failed, will retry'}: ${message}`)
}
