import type { PaymentProvider } from '../tenancy/site-config.schema.ts'
import type { ReservationBuyer } from '../payments/reservation-buyer.ts'

/**
 * Reserve-online deposit (SPEC §2 checkout, §4 reservable). An intent walks
 *   deposit → card_entry → authorised → reserved
 * or ends `failed` (declined card, provider refusal, or the car was reserved by someone else first).
 * Only the server creates intents, and always with an amount it computed from the car.
 */
export type ReservationState = 'deposit' | 'card_entry' | 'authorised' | 'reserved' | 'failed'

/**
 * The deposit hold at the provider once placed: `held` until the dealer takes it (`captured`, the shopper is
 * charged) or lets it go (`released`, the pre-authorisation is cancelled).
 */
export type HoldState = 'held' | 'captured' | 'released'

export interface ReservationIntent {
  readonly id: string
  readonly provider: PaymentProvider
  readonly tenant: string
  readonly carId: string
  /** in cents, computed by the server from the car, never taken from the browser */
  readonly amountCents: number
  /** ISO 4217, lower case ('aud', 'nzd') */
  readonly currency: string
  readonly state: ReservationState
  /** the shopper-facing reason when `state` is 'failed' */
  readonly failure: string | null
  /** what the provider's browser SDK needs (publishable key, client secret); never a secret key */
  readonly clientData: Readonly<Record<string, string>>
  /**
   * Set while the card issuer must verify the shopper (3-D Secure) before the hold is placed: the browser does
   * the step, then asks the server to `resume`. The intent stays in `card_entry` meanwhile.
   */
  readonly nextAction: NextAction | null
  /** null until a hold is placed (`authorised`), then what the dealer did with it */
  readonly hold: HoldState | null
}

/** The dealer's capture or release of a hold: `ok: false` says why nothing changed. */
export type HoldAnswer =
  | { readonly ok: true; readonly intent: ReservationIntent }
  | { readonly ok: false; readonly message: string; readonly intent: ReservationIntent }

/**
 * A verification step only the shopper's browser can do:
 *  - `card_action`: the provider's browser SDK runs it in place (Stripe.js `handleCardAction` with the client secret)
 *  - `redirect`: the shopper goes to the issuer's page and comes back to the return URL given to `authorise`
 */
export type NextAction = { readonly kind: 'card_action' } | { readonly kind: 'redirect'; readonly url: string }

export interface CardDetails {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly name: string
}

/**
 * How the shopper's card reaches the provider: raw card details only to the local (demo/mock) adapter; live
 * providers take a token their browser SDK minted (Stripe PaymentMethod id, Till transaction token, PayWay
 * single-use token), so card numbers never touch this server.
 */
export type PaymentConfirmation =
  | { readonly kind: 'card'; readonly card: CardDetails }
  | { readonly kind: 'token'; readonly token: string }

export interface AuthoriseOptions {
  /** where a provider that redirects for 3-D Secure sends the shopper back (this site's checkout page), if anywhere */
  readonly returnUrl?: string | null
  /** where a provider that notifies this server of the transaction's end (Till's callback) sends it, if anywhere */
  readonly notifyUrl?: string | null
}

export interface CreateIntentInput {
  readonly provider: PaymentProvider
  readonly tenant: string
  readonly carId: string
  readonly amountCents: number
  readonly currency: string
  /** the tenant's publishable key for the provider's browser SDK, when it has one */
  readonly publishableKey: string | null
  /** where the provider's browser script is loaded from, when it differs by environment (Till: sandbox or production) */
  readonly scriptUrl?: string | null
  /** shown on the provider's statement/dashboard */
  readonly description: string
  /** who reserves: kept with the intent for the dealer's lead, never sent to the provider or the browser */
  readonly buyer?: ReservationBuyer | null
}

export interface ReconcileOptions {
  /** told when the provider could not be asked (unreachable, or an answer that does not fit); the intent is unchanged */
  readonly onProviderError?: (error: unknown) => void
}

export interface PaymentPort {
  /** a new intent in `card_entry`, or `failed` when the provider refuses to open one */
  createIntent(input: CreateIntentInput): Promise<ReservationIntent>
  /**
   * places the deposit hold: `authorised`; still `card_entry` with a shopper-facing `failure` (declined: another
   * card may be tried) or with a `nextAction` (the issuer must verify the shopper first)
   */
  authorise(intentId: string, confirmation: PaymentConfirmation, options?: AuthoriseOptions): Promise<ReservationIntent>
  /**
   * after the browser did the intent's `nextAction`: asks the provider how the verification ended (never the
   * browser) and answers `authorised`, or `card_entry` with a failure; an intent with no pending action is answered as it is
   */
  resume(intentId: string): Promise<ReservationIntent>
  /**
   * after a provider's signed notification about this intent: asks the provider (never the notification) how the
   * current attempt stands and settles as `resume` does, also when no verification is pending (a hold placed while
   * the answer to `authorise` was lost). `reference` is the provider's name for the attempt the notification was
   * about; one about an earlier card, a provider still waiting, an unreachable provider, or an intent not in card
   * entry change nothing.
   */
  reconcile(intentId: string, reference?: string | null, options?: ReconcileOptions): Promise<ReservationIntent>
  /** after the stock source accepted the reservation */
  markReserved(intentId: string): Promise<ReservationIntent>
  /** releases an authorised hold (the car was taken meanwhile) and records why */
  cancel(intentId: string, reason: string): Promise<ReservationIntent>
  get(intentId: string): Promise<ReservationIntent | null>
  /** who reserves, as given when the intent was opened; null for an unknown intent or one opened without */
  buyer(intentId: string): Promise<ReservationBuyer | null>
  /**
   * Dealer back office: takes the held deposit of an authorised or reserved reservation (the shopper is charged).
   * Capturing a captured hold answers it as it is; a released hold, or none, cannot be captured.
   */
  captureHold(intentId: string): Promise<HoldAnswer>
  /**
   * Dealer back office: lets the held deposit go (the pre-authorisation is cancelled, the shopper never charged).
   * Releasing a released hold answers it as it is; a captured deposit is refunded at the provider, not released.
   */
  releaseHold(intentId: string): Promise<HoldAnswer>
}
