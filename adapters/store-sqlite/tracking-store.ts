import type { TrackingKind, TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { Database } from './database.ts'

interface Row {
  tenant: string
  kind: TrackingKind
  car_id: string
  dealership_id: number
  website_id: number
  at: number
}

/** The tracking calls in the embedded database (table `vehicle_tracking`), the newest 200 of a kind readable back. */
export function createTrackingStore(db: Database): TrackingStore {
  db.exec(`CREATE TABLE IF NOT EXISTS vehicle_tracking (
    tenant TEXT NOT NULL, kind TEXT NOT NULL, car_id TEXT NOT NULL, dealership_id INTEGER NOT NULL,
    website_id INTEGER NOT NULL, at INTEGER NOT NULL)`)
  const insert = db.prepare(
    'INSERT INTO vehicle_tracking (tenant, kind, car_id, dealership_id, website_id, at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const select = db.prepare('SELECT * FROM vehicle_tracking WHERE tenant = ? AND kind = ? ORDER BY at DESC LIMIT 200')
  return {
    record(record) {
      insert.run(record.tenant, record.kind, record.carId, record.dealershipId, record.websiteId, record.at)
    },
    recorded: (tenant, kind) =>
      (select.all(tenant, kind) as unknown as Row[]).map((r) => ({
        tenant: r.tenant,
        kind: r.kind,
        carId: r.car_id,
        dealershipId: r.dealership_id,
        websiteId: r.website_id,
        at: r.at,
      })),
  }
}
