import type { HoldState, NextAction, ReservationIntent, ReservationState } from './payments.port.ts'
import type { ReservationBuyer } from '../payments/reservation-buyer.ts'

/** What the dealer did with a placed hold, as stored (the port's `held` is a placed hold with neither). */
export type DealerAction = Exclude<HoldState, 'held'>

/** An intent as kept in the embedded database: the port's view plus the provider's own reference. */
export interface StoredIntent extends Omit<ReservationIntent, 'hold'> {
  /** the provider's id for the intent/transaction (Stripe pi_…, Till uuid, PayWay transactionId) */
  readonly providerRef: string | null
  /**
   * how many authorisations this intent has started (0 before the first card): each card tried is its own
   * attempt at the provider, and only the newest one can still end in this reservation's hold
   */
  readonly attempt: number
  /** the dealer's capture or release of the hold, null while it is held (or before it is placed) */
  readonly dealerAction: DealerAction | null
  /**
   * when the pending `nextAction` was asked for (null without one): the sweep that finishes verifications the
   * shopper's page never resumed counts its grace period and the provider's expiry window from here
   */
  readonly actionAt?: number | null
  /** who reserves (never shown to the browser; the lead's contact): set when the intent is opened, never changed */
  readonly buyer?: ReservationBuyer | null
  readonly createdAt: number
  readonly updatedAt: number
}

export interface IntentStorePort {
  insert(intent: StoredIntent): Promise<void>
  get(id: string): Promise<StoredIntent | null>
  /** moves an intent on (read, changed and written in one transaction); answers the updated row */
  update(id: string, change: IntentChange, nowMs: number): Promise<StoredIntent>
  /** the intents of one car, newest first (QA and tests) */
  forCar(tenant: string, carId: string): Promise<StoredIntent[]>
  /**
   * intents in card entry with a verification pending that was asked for at or before `askedAtOrBeforeMs`,
   * the longest waiting first (the pending verification sweep)
   */
  pendingActions(askedAtOrBeforeMs: number): Promise<StoredIntent[]>
}

/** A move of an intent; a field left out keeps its value. */
export interface IntentChange {
  readonly state: ReservationState
  readonly failure?: string | null
  readonly providerRef?: string | null
  readonly clientData?: Readonly<Record<string, string>>
  readonly nextAction?: NextAction | null
  readonly attempt?: number
  readonly dealerAction?: DealerAction | null
  /**
   * when the pending action was asked for; by default kept while an action stays pending, now when one starts
   * pending, and cleared with the action
   */
  readonly actionAt?: number
}

/** The intent after `change` at `nowMs`: a field left out keeps its value; the pending action's time as IntentChange says. */
export function applyIntentChange(current: StoredIntent, change: IntentChange, nowMs: number): StoredIntent {
  const nextAction = change.nextAction === undefined ? current.nextAction : change.nextAction
  return {
    ...current,
    state: change.state,
    failure: change.failure === undefined ? current.failure : change.failure,
    providerRef: change.providerRef === undefined ? current.providerRef : change.providerRef,
    clientData: change.clientData ?? current.clientData,
    nextAction,
    attempt: change.attempt ?? current.attempt,
    dealerAction: change.dealerAction === undefined ? current.dealerAction : change.dealerAction,
    actionAt: nextAction === null ? null : (change.actionAt ?? current.actionAt ?? nowMs),
    updatedAt: nowMs,
  }
}
