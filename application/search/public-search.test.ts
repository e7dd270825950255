import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { WITHHELD_KEY, withheldProcessorKeys } from '@domain/cars/public-car.ts'
import { isReservable } from '@domain/pricing/reservable.ts'
import { arbCar } from '@domain/cars/car.fixture.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchResponse } from '@domain/search/search-request.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { publicSearch } from './public-search.ts'

describe('withheldProcessorKeys', () => {
  it('property: no key is left, reservability is unchanged, and nothing else changes', () => {
    const site = makeSite({ checkout: { payment_provider: 'Stripe' } })
    fc.assert(
      fc.property(arbCar, (car) => {
        const shown = withheldProcessorKeys(car)
        for (const p of shown.payment_processors) expect([null, WITHHELD_KEY]).toContain(p.authorization_key)
        expect(isReservable(shown, site)).toBe(isReservable(car, site))
        expect({ ...shown, payment_processors: [] }).toEqual({ ...car, payment_processors: [] })
        expect(shown.payment_processors.map(({ authorization_key: _, ...rest }) => rest)).toEqual(
          car.payment_processors.map(({ authorization_key: _, ...rest }) => rest),
        )
      }),
    )
  })
})

describe('publicSearch', () => {
  it("answers the engine's answer with every hit's keys withheld, the same object for the same answer", async () => {
    const site = makeSite({})
    const cars = fc.sample(arbCar, 20)
    const answer = { hits: cars } as unknown as SearchResponse
    const engine: SearchPort = { search: async () => answer, stockSnapshot: async () => [] }
    const search = publicSearch(engine)
    const shown = await search.search(site as never, {} as never)
    expect(JSON.stringify(shown)).not.toMatch(/"authorization_key":"(?!withheld")/)
    expect(await search.search(site as never, {} as never)).toBe(shown)
  })
})
