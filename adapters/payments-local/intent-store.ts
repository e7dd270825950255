import type { PaymentProvider } from '@domain/tenancy/site-config.schema.ts'
import type { HoldState, NextAction, ReservationIntent, ReservationState } from '@domain/ports/payments.port.ts'
import type { Database } from '../store-sqlite/database.ts'

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
  readonly createdAt: number
  readonly updatedAt: number
}

export interface IntentStore {
  insert(intent: StoredIntent): void
  get(id: string): StoredIntent | null
  /** moves an intent on; answers the updated row */
  update(id: string, change: IntentChange, nowMs: number): StoredIntent
  /** the intents of one car, newest first (QA and tests) */
  forCar(tenant: string, carId: string): StoredIntent[]
  /**
   * intents in card entry with a verification pending that was asked for at or before `askedAtOrBeforeMs`,
   * the longest waiting first (the pending verification sweep)
   */
  pendingActions(askedAtOrBeforeMs: number): StoredIntent[]
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

interface Row {
  id: string
  provider: string
  tenant: string
  car_id: string
  amount_cents: number
  currency: string
  state: string
  failure: string | null
  client_data: string
  provider_ref: string | null
  next_action: string | null
  attempt: number
  dealer_action: string | null
  action_at: number | null
  created_at: number
  updated_at: number
}

const toIntent = (row: Row): StoredIntent => ({
  id: row.id,
  provider: row.provider as PaymentProvider,
  tenant: row.tenant,
  carId: row.car_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  state: row.state as ReservationState,
  failure: row.failure,
  clientData: JSON.parse(row.client_data) as Record<string, string>,
  nextAction: row.next_action ? (JSON.parse(row.next_action) as NextAction) : null,
  providerRef: row.provider_ref,
  attempt: row.attempt,
  dealerAction: row.dealer_action as DealerAction | null,
  actionAt: row.action_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** Reservation intents survive a restart: a shopper mid-checkout keeps their intent. */
export function createIntentStore(db: Database): IntentStore {
  db.exec(`CREATE TABLE IF NOT EXISTS payment_intents (
    id TEXT PRIMARY KEY, provider TEXT NOT NULL, tenant TEXT NOT NULL, car_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL, currency TEXT NOT NULL, state TEXT NOT NULL, failure TEXT,
    client_data TEXT NOT NULL, provider_ref TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`)
  db.exec('CREATE INDEX IF NOT EXISTS payment_intents_car ON payment_intents (tenant, car_id)')
  // databases made before 3-D Secure support lack the column; intents in them have no pending action
  const columns = db.prepare('PRAGMA table_info(payment_intents)').all() as unknown as { name: string }[]
  if (!columns.some((c) => c.name === 'next_action')) db.exec('ALTER TABLE payment_intents ADD COLUMN next_action TEXT')
  // … and before per-attempt provider transactions: their intents count as never having tried a card
  if (!columns.some((c) => c.name === 'attempt')) db.exec('ALTER TABLE payment_intents ADD COLUMN attempt INTEGER NOT NULL DEFAULT 0')
  // … and before the dealer could capture or release a hold from here: theirs are still held
  if (!columns.some((c) => c.name === 'dealer_action')) db.exec('ALTER TABLE payment_intents ADD COLUMN dealer_action TEXT')
  // … and before the pending verification sweep: a verification pending in them counts from its last change
  if (!columns.some((c) => c.name === 'action_at')) {
    db.exec('ALTER TABLE payment_intents ADD COLUMN action_at INTEGER')
    db.exec('UPDATE payment_intents SET action_at = updated_at WHERE next_action IS NOT NULL')
  }
  // the sweep's query: only intents with a verification pending are indexed (a handful among all reservations)
  db.exec('CREATE INDEX IF NOT EXISTS payment_intents_pending_action ON payment_intents (action_at) WHERE next_action IS NOT NULL')
  const insert = db.prepare(`INSERT INTO payment_intents
    (id, provider, tenant, car_id, amount_cents, currency, state, failure, client_data, provider_ref, next_action, attempt, dealer_action, action_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const select = db.prepare('SELECT * FROM payment_intents WHERE id = ?')
  const byCar = db.prepare('SELECT * FROM payment_intents WHERE tenant = ? AND car_id = ? ORDER BY created_at DESC')
  const write = db.prepare(
    'UPDATE payment_intents SET state = ?, failure = ?, provider_ref = ?, client_data = ?, next_action = ?, attempt = ?, dealer_action = ?, action_at = ?, updated_at = ? WHERE id = ?',
  )
  const pending = db.prepare(
    "SELECT * FROM payment_intents WHERE next_action IS NOT NULL AND action_at <= ? AND state = 'card_entry' ORDER BY action_at, id",
  )
  const get = (id: string): StoredIntent | null => {
    const row = select.get(id) as Row | undefined
    return row ? toIntent(row) : null
  }
  return {
    insert(i) {
      const actionAt = i.nextAction ? (i.actionAt ?? i.updatedAt) : null
      insert.run(i.id, i.provider, i.tenant, i.carId, i.amountCents, i.currency, i.state, i.failure, JSON.stringify(i.clientData), i.providerRef, i.nextAction ? JSON.stringify(i.nextAction) : null, i.attempt, i.dealerAction, actionAt, i.createdAt, i.updatedAt)
    },
    get,
    update(id, change, nowMs) {
      const current = get(id)
      if (!current) throw new Error(`No payment intent ${id}`)
      const failure = change.failure === undefined ? current.failure : change.failure
      const ref = change.providerRef === undefined ? current.providerRef : change.providerRef
      const clientData = change.clientData ?? current.clientData
      const nextAction = change.nextAction === undefined ? current.nextAction : change.nextAction
      const attempt = change.attempt ?? current.attempt
      const dealerAction = change.dealerAction === undefined ? current.dealerAction : change.dealerAction
      const actionAt = nextAction === null ? null : (change.actionAt ?? current.actionAt ?? nowMs)
      write.run(change.state, failure, ref, JSON.stringify(clientData), nextAction ? JSON.stringify(nextAction) : null, attempt, dealerAction, actionAt, nowMs, id)
      return get(id)!
    },
    forCar: (tenant, carId) => (byCar.all(tenant, carId) as unknown as Row[]).map(toIntent),
    pendingActions: (askedAtOrBeforeMs) => (pending.all(askedAtOrBeforeMs) as unknown as Row[]).map(toIntent),
  }
}
