import {
  DEFAULT_PENDING_WINDOW,
  pendingAskedBefore,
  pendingVerdict,
  VERIFICATION_EXPIRED_MESSAGE,
  type PendingVerdict,
  type PendingWindow,
} from '@domain/payments/pending-verification.ts'
import type { PendingReservation, PendingReservationsPort } from '@domain/ports/pending-reservations.port.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { ReservationAnswer, Reservations } from './reservations.ts'
import type { ReservePayments } from './reserve-payments.ts'

/**
 * The pending verification sweep (with the providers' payments; the local adapter finishes every reservation as
 * it is made, and the composition root runs no sweep with it): reservations whose card waits for the shopper's bank (3-D Secure)
 * and that nobody finished — the shopper passed the challenge and closed the tab (Stripe sends no event for a
 * PaymentIntent left in `requires_confirmation`), or the provider's notification was lost — are finished here
 * exactly as the shopper's page would, under the same per-reservation lock: the provider is asked, the car is
 * checked again, and it is reserved or the hold released. The shopper keeps a verification to themselves for
 * the grace period; past the provider's window the reservation ends and anything held is released.
 */

/** What one sweep did, by reservation. */
export interface SweepReport {
  /** reservations the sweep looked at (past the grace period) */
  readonly considered: number
  /** the hold was placed and the car reserved */
  readonly reserved: number
  /** ended by the provider or because the car went meanwhile (any hold released) */
  readonly ended: number
  /** the bank refused the verification: back to card details, no hold (the shopper may try another card) */
  readonly refused: number
  /** the provider still waits for the shopper: left pending */
  readonly waiting: number
  /** past the provider's window: ended, anything held released */
  readonly expired: number
  /** the provider or the stock source could not be reached: left for the next sweep */
  readonly errors: number
  /** no longer this server's to finish (tenant gone, provider changed or not configured): left as they are */
  readonly skipped: number
}

export interface SweepInput {
  readonly nowMs: number
  readonly window?: PendingWindow
  /** where what the sweep did is told (default: the console) */
  readonly log?: SweepLog
}

export interface SweepLog {
  info(line: string): void
  warn(line: string): void
}

const consoleLog: SweepLog = { info: (line) => console.info(line), warn: (line) => console.warn(line) }

/** A report of a sweep that found nothing: every count zero. */
export const emptySweepReport = (): { -readonly [K in keyof SweepReport]: number } => ({
  considered: 0,
  reserved: 0,
  ended: 0,
  refused: 0,
  waiting: 0,
  expired: 0,
  errors: 0,
  skipped: 0,
})

export interface PendingSweepDeps {
  readonly tenants: Pick<TenantsPort, 'bySlug'>
  readonly payments: Pick<ReservePayments, 'forProvider'>
  /** the reservations kept on this server whose verification is pending */
  readonly pending: PendingReservationsPort
  readonly reservations: Pick<Reservations, 'swept' | 'expired'>
}

export type PendingSweep = (input: SweepInput) => Promise<SweepReport>

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

export function createPendingSweep({ tenants, payments, pending, reservations }: PendingSweepDeps): PendingSweep {
  /** Reservations the sweep cannot act on are named once per process, not every minute. */
  const named = new Set<string>()

  /** The tenant's site when this server may finish the reservation with its provider, else why not. */
  function siteFor(intent: PendingReservation): { site: SiteConfig } | { why: string } {
    const site = tenants.bySlug(intent.tenant)?.site
    if (!site) return { why: `tenant ${intent.tenant} is not served here` }
    if (site.checkout.payment_provider !== intent.provider)
      return { why: `tenant ${intent.tenant} no longer takes payments with ${intent.provider}` }
    if (!payments.forProvider(intent.provider)) return { why: `${intent.provider} is not configured on this server` }
    return { site }
  }

  /**
   * One sweep at `nowMs`: every reservation in card entry with a verification asked for more than the grace period
   * ago, the longest waiting first. Never throws: whatever fails is logged and counted, and tried again next sweep.
   */
  async function sweepPendingVerifications({
    nowMs,
    window = DEFAULT_PENDING_WINDOW,
    log = consoleLog,
  }: SweepInput): Promise<SweepReport> {
    const report = emptySweepReport()
    let due: readonly PendingReservation[]
    try {
      due = await pending.pendingActions(pendingAskedBefore(nowMs, window))
    } catch (error) {
      log.warn(`[payments] pending verification sweep could not read the reservations: ${reasonOf(error)}`)
      report.errors += 1
      return report
    }
    for (const found of due) {
      const verdict = pendingVerdict(found.actionAt ?? found.updatedAt, nowMs, window)
      if (verdict === 'wait') continue
      report.considered += 1
      const target = siteFor(found)
      if ('why' in target) {
        report.skipped += 1
        if (!named.has(found.id))
          log.warn(`[payments] pending verification sweep leaves ${found.id} as it is: ${target.why}`)
        named.add(found.id)
        continue
      }
      // by the reservation's turn under the lock the page or a notification may have moved it on
      const stillDue = async (): Promise<boolean> => {
        const now = await pending.get(found.id)
        return (
          !!now &&
          now.state === 'card_entry' &&
          now.nextAction !== null &&
          pendingVerdict(now.actionAt ?? now.updatedAt, nowMs, window) === verdict
        )
      }
      try {
        await settleOne(target.site, found, verdict, stillDue, report, log)
      } catch (error) {
        report.errors += 1
        log.warn(
          `[payments] pending verification sweep: ${found.id} (${found.provider}) failed: ${reasonOf(error)}; trying again next sweep`,
        )
      }
    }
    return report
  }

  async function settleOne(
    site: SiteConfig,
    found: PendingReservation,
    verdict: Exclude<PendingVerdict, 'wait'>,
    stillDue: () => Promise<boolean>,
    report: ReturnType<typeof emptySweepReport>,
    log: SweepLog,
  ): Promise<void> {
    const where = `${found.id} (${found.provider}, ${found.tenant}, car ${found.carId})`
    if (verdict === 'expire') {
      const answer = await reservations.expired(site, found.id, VERIFICATION_EXPIRED_MESSAGE, stillDue)
      if (answer.intent?.state === 'failed' && answer.intent.failure === VERIFICATION_EXPIRED_MESSAGE) {
        report.expired += 1
        log.info(`[payments] pending verification sweep: ${where} expired; any hold released`)
      } else count(answer, report)
      return
    }
    let providerError: unknown
    let failed = false
    const answer = await reservations.swept(site, found.id, stillDue, (error) => {
      failed = true
      providerError = error
    })
    if (failed) {
      report.errors += 1
      log.warn(
        `[payments] pending verification sweep: ${found.provider} could not be asked about ${where}: ${reasonOf(providerError)}; trying again next sweep`,
      )
      return
    }
    const kind = count(answer, report)
    if (kind !== 'waiting')
      log.info(`[payments] pending verification sweep: ${where} ${kind}${answer.ok ? '' : `: ${answer.message}`}`)
  }

  return sweepPendingVerifications
}

/** Counts how a finished step left the reservation; answers the word for the log. */
function count(
  answer: ReservationAnswer,
  report: ReturnType<typeof emptySweepReport>,
): 'reserved' | 'ended' | 'refused' | 'waiting' {
  if (answer.ok) {
    report.reserved += 1
    return 'reserved'
  }
  if (answer.intent?.state === 'failed') {
    report.ended += 1
    return 'ended'
  }
  if (answer.intent?.state === 'card_entry' && answer.intent.nextAction === null) {
    report.refused += 1
    return 'refused'
  }
  report.waiting += 1
  return 'waiting'
}
