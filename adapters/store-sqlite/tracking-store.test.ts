import { describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { createTrackingStore } from './tracking-store.ts'

describe('tracking store', () => {
  it("keeps each call and reads a tenant's calls of one kind back, newest first", () => {
    const store = createTrackingStore(openDatabase(':memory:'))
    const call = { tenant: 'demo-motors', carId: 'c1', dealershipId: 1, websiteId: 2 }
    store.record({ ...call, kind: 'phone_reveal', at: 1 })
    store.record({ ...call, kind: 'phone_reveal', carId: 'c2', at: 2 })
    store.record({ ...call, kind: 'car_phone_call', at: 3 })
    store.record({ ...call, tenant: 'other', kind: 'phone_reveal', at: 4 })
    expect(store.recorded('demo-motors', 'phone_reveal').map((r) => r.carId)).toEqual(['c2', 'c1'])
    expect(store.recorded('demo-motors', 'car_phone_call')).toEqual([{ ...call, kind: 'car_phone_call', at: 3 }])
  })
})
