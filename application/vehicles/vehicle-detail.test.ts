import { describe, expect, it } from 'vitest'
import type { Car } from '@domain/cars/car.schema.ts'
import { publicCar } from '@domain/cars/public-car.ts'
import { similarCars } from '@domain/cars/similar-cars.ts'
import { toListCar } from '@domain/cars/list-car.ts'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { SIMILAR_MAX_AGE_MS, createVehicleDetail } from './vehicle-detail.ts'

const site = makeSite()
const car = (id: string, patch: Partial<Car> = {}) =>
  makeCar({ id, slug: `2021-toyota-corolla-${id}`, price: 20_000 + Number(id) * 100, ...patch })

function setUp() {
  const state = {
    cars: [car('1'), car('2'), car('3', { make: 'Mazda' }), car('4'), car('5', { simple_body: 'Sedan' }), car('6')],
    version: 1,
    now: 0,
    listedCalls: 0,
  }
  const inventory = {
    carBySlug: async (_site: unknown, slug: string) => state.cars.find((c) => c.slug === slug) ?? null,
    listed: async () => {
      state.listedCalls++
      return state.cars.filter((c) => !c.sold)
    },
    version: async () => state.version,
  }
  const detailOf = createVehicleDetail({ inventory, clock: { now: () => state.now }, socialImageUrl: () => 'x' })
  const similarOf = async (slug: string) => {
    const answer = await detailOf(site, '/cars', slug)
    if (answer.kind !== 'found') throw new Error(answer.kind)
    return answer.detail
  }
  return { state, similarOf }
}

const expected = (of: Car, cars: readonly Car[]) =>
  similarCars(
    of,
    cars.filter((c) => !c.sold),
  ).map((c) => toListCar(publicCar(c)))

describe('vehicle detail: parts kept per stock version', () => {
  it('similar cars and the public car are those worked out fresh, and kept while the stock version holds', async () => {
    const { state, similarOf } = setUp()
    const first = await similarOf(car('1').slug)
    expect(first.similar).toEqual(expected(state.cars[0]!, state.cars))
    expect(first.car).toEqual(publicCar(state.cars[0]!))
    const again = await similarOf(car('1').slug)
    expect(again.similar).toBe(first.similar)
    expect(state.listedCalls).toBe(1)
  })

  it('a new stock version (a reservation, a refresh) shows on the next view', async () => {
    const { state, similarOf } = setUp()
    await similarOf(car('1').slug)
    state.cars = state.cars.map((c) => (c.id === '2' ? { ...c, sold: true } : c))
    state.version = 2
    const after = await similarOf(car('1').slug)
    expect(after.similar.map((c) => c.slug)).not.toContain(car('2').slug)
    expect(after.similar).toEqual(expected(state.cars[0]!, state.cars))
  })

  it('what the clock turns is worked out again once the kept answer is SIMILAR_MAX_AGE_MS old', async () => {
    const { state, similarOf } = setUp()
    await similarOf(car('1').slug)
    state.cars = state.cars.filter((c) => c.id !== '2')
    state.now = SIMILAR_MAX_AGE_MS - 1
    expect((await similarOf(car('1').slug)).similar.map((c) => c.slug)).toContain(car('2').slug)
    state.now = SIMILAR_MAX_AGE_MS
    expect((await similarOf(car('1').slug)).similar).toEqual(expected(state.cars[0]!, state.cars))
  })
})
