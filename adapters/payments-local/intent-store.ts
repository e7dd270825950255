import type { PaymentProvider } from '@domain/tenancy/site-config.schema.ts'
import type { NextAction, ReservationState } from '@domain/ports/payments.port.ts'
import {
  applyIntentChange,
  type DealerAction,
  type IntentStorePort,
  type StoredIntent,
} from '@domain/ports/intent-store.port.ts'
import { addColumnOnce, transaction, type Database } from '../store-sqlite/database.ts'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { ReservationBuyer } from '@domain/payments/reservation-buyer.ts'

/** An intent's row, as both stores keep it (JSON columns as text). */
export interface Row {
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
  /** JSON of the ReservationBuyer, or null */
  buyer: string | null
  created_at: number
  updated_at: number
}

/** The stored buyer; a row whose JSON no longer fits the schema counts as none (the lead then has no contact). */
function buyerOf(json: string | null): ReservationBuyer | null {
  if (!json) return null
  try {
    const decoded = decodeOrProblem(ReservationBuyer, JSON.parse(json))
    return decoded.ok ? decoded.value : null
  } catch {
    return null
  }
}

export const toIntent = (row: Row): StoredIntent => ({
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
  buyer: buyerOf(row.buyer),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

/** An intent's columns in the order of INSERT_COLUMNS (both stores write them alike). */
export const INSERT_COLUMNS =
  'id, provider, tenant, car_id, amount_cents, currency, state, failure, client_data, provider_ref, next_action, attempt, dealer_action, action_at, buyer, created_at, updated_at'
export const insertValues = (i: StoredIntent): (string | number | null)[] => [
  i.id,
  i.provider,
  i.tenant,
  i.carId,
  i.amountCents,
  i.currency,
  i.state,
  i.failure,
  JSON.stringify(i.clientData),
  i.providerRef,
  i.nextAction ? JSON.stringify(i.nextAction) : null,
  i.attempt,
  i.dealerAction,
  i.nextAction ? (i.actionAt ?? i.updatedAt) : null,
  i.buyer ? JSON.stringify(i.buyer) : null,
  i.createdAt,
  i.updatedAt,
]
/** The columns an update writes, in the order of `updateValues` (the id last). */
export const UPDATE_COLUMNS = [
  'state',
  'failure',
  'provider_ref',
  'client_data',
  'next_action',
  'attempt',
  'dealer_action',
  'action_at',
  'updated_at',
] as const
export const updateValues = (i: StoredIntent): (string | number | null)[] => [
  i.state,
  i.failure,
  i.providerRef,
  JSON.stringify(i.clientData),
  i.nextAction ? JSON.stringify(i.nextAction) : null,
  i.attempt,
  i.dealerAction,
  i.actionAt ?? null,
  i.updatedAt,
  i.id,
]

/** Reservation intents survive a restart: a shopper mid-checkout keeps their intent. */
export function createIntentStore(db: Database): IntentStorePort {
  db.exec(`CREATE TABLE IF NOT EXISTS payment_intents (
    id TEXT PRIMARY KEY, provider TEXT NOT NULL, tenant TEXT NOT NULL, car_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL, currency TEXT NOT NULL, state TEXT NOT NULL, failure TEXT,
    client_data TEXT NOT NULL, provider_ref TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`)
  db.exec('CREATE INDEX IF NOT EXISTS payment_intents_car ON payment_intents (tenant, car_id)')
  // databases made before 3-D Secure support lack the column; intents in them have no pending action
  addColumnOnce(db, 'payment_intents', 'next_action', 'TEXT')
  // … and before per-attempt provider transactions: their intents count as never having tried a card
  addColumnOnce(db, 'payment_intents', 'attempt', 'INTEGER NOT NULL DEFAULT 0')
  // … and before the dealer could capture or release a hold from here: theirs are still held
  addColumnOnce(db, 'payment_intents', 'dealer_action', 'TEXT')
  // … and before the pending verification sweep: a verification pending in them counts from its last change
  if (addColumnOnce(db, 'payment_intents', 'action_at', 'INTEGER')) {
    db.exec('UPDATE payment_intents SET action_at = updated_at WHERE next_action IS NOT NULL')
  }
  // … and before reservations kept their buyer: theirs send no lead
  addColumnOnce(db, 'payment_intents', 'buyer', 'TEXT')
  // the sweep's query: only intents with a verification pending are indexed (a handful among all reservations)
  db.exec(
    'CREATE INDEX IF NOT EXISTS payment_intents_pending_action ON payment_intents (action_at) WHERE next_action IS NOT NULL',
  )
  const insert = db.prepare(`INSERT INTO payment_intents
    (${INSERT_COLUMNS}) VALUES (${INSERT_COLUMNS.split(',')
      .map(() => '?')
      .join(', ')})`)
  const select = db.prepare('SELECT * FROM payment_intents WHERE id = ?')
  const byCar = db.prepare('SELECT * FROM payment_intents WHERE tenant = ? AND car_id = ? ORDER BY created_at DESC')
  const update = db.prepare(
    `UPDATE payment_intents SET ${UPDATE_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
  )
  const pending = db.prepare(
    "SELECT * FROM payment_intents WHERE next_action IS NOT NULL AND action_at <= ? AND state = 'card_entry' ORDER BY action_at, id",
  )
  const get = (id: string): StoredIntent | null => {
    const row = select.get(id) as Row | undefined
    return row ? toIntent(row) : null
  }
  return {
    async insert(i) {
      insert.run(...insertValues(i))
    },
    async get(id) {
      return get(id)
    },
    async update(id, change, nowMs) {
      return transaction(db, () => {
        const current = get(id)
        if (!current) throw new Error(`No payment intent ${id}`)
        const next = applyIntentChange(current, change, nowMs)
        update.run(...updateValues(next))
        return next
      })
    },
    forCar: async (tenant, carId) => (byCar.all(tenant, carId) as unknown as Row[]).map(toIntent),
    pendingActions: async (askedAtOrBeforeMs) => (pending.all(askedAtOrBeforeMs) as unknown as Row[]).map(toIntent),
  }
}
