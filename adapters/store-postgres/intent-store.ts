import { applyIntentChange, type IntentStorePort } from '@domain/ports/intent-store.port.ts'
import {
  INSERT_COLUMNS,
  UPDATE_COLUMNS,
  insertValues,
  toIntent,
  updateValues,
  type Row,
} from '../payments-local/intent-store.ts'
import type { Postgres } from './database.ts'

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ')

/**
 * Reservation intents in PostgreSQL (the rows the embedded store keeps, in `payment_intents`): every instance sees
 * every intent, so a shopper whose requests land on different instances keeps their reservation. An update reads
 * the row `FOR UPDATE`: two instances moving one intent on take turns.
 */
export function createPostgresIntentStore(db: Postgres): IntentStorePort {
  const rows = async (sql: string, params: readonly (string | number)[]) =>
    (await db.query<Row>(sql, params)).rows.map(toIntent)
  return {
    async insert(intent) {
      await db.query(
        `INSERT INTO payment_intents (${INSERT_COLUMNS}) VALUES (${placeholders(INSERT_COLUMNS.split(',').length)})`,
        insertValues(intent),
      )
    },
    get: async (id) => (await rows('SELECT * FROM payment_intents WHERE id = $1', [id]))[0] ?? null,
    update(id, change, nowMs) {
      return db.transaction(async (tx) => {
        const found = (await tx.query<Row>('SELECT * FROM payment_intents WHERE id = $1 FOR UPDATE', [id])).rows[0]
        if (!found) throw new Error(`No payment intent ${id}`)
        const next = applyIntentChange(toIntent(found), change, nowMs)
        await tx.query(
          `UPDATE payment_intents SET ${UPDATE_COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')} WHERE id = $${UPDATE_COLUMNS.length + 1}`,
          updateValues(next),
        )
        return next
      })
    },
    forCar: (tenant, carId) =>
      rows('SELECT * FROM payment_intents WHERE tenant = $1 AND car_id = $2 ORDER BY created_at DESC', [tenant, carId]),
    pendingActions: (bound) =>
      rows(
        "SELECT * FROM payment_intents WHERE next_action IS NOT NULL AND action_at <= $1 AND state = 'card_entry' ORDER BY action_at, id",
        [bound],
      ),
  }
}
