import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { makeLeadDelivery } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { createLocalLeadGateway } from './local-lead-gateway.ts'

const dbs: Database[] = []
afterEach(() =>
  dbs.splice(0).forEach((db) => {
    db.close()
  }),
)

describe('local lead gateway', () => {
  it('writes each version once to the inbox, whatever the number of deliveries', async () => {
    const db = openDatabase(':memory:')
    dbs.push(db)
    const gateway = createLocalLeadGateway(db, () => 42)
    const delivery = makeLeadDelivery()
    expect(await gateway.deliver(delivery)).toEqual({ remoteId: 'L1' })
    await gateway.deliver(delivery)
    await gateway.deliver({ ...delivery, version: 2, idempotencyKey: 'L1:2' })
    expect((await gateway.inbox('demo-motors', 10)).map((e) => e.idempotency_key).sort()).toEqual(['L1:1', 'L1:2'])
    expect(await gateway.inbox('other', 10)).toEqual([])
    expect((await gateway.inbox(null, 10))[0]?.payload.email).toBe('jo@example.com')
  })
})
