import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar, makeCar } from './car.fixture.ts'
import { specRows } from './spec-rows.ts'

const ORDER = [
  'Year',
  'Odometer',
  'Body',
  'Fuel',
  'Drive',
  'Transmission',
  'Seats',
  'Colour',
  'Stock number',
  'VIN',
  'Rego',
]

describe("a car's specification rows", () => {
  it('lists what the car has in a fixed order, the odometer in kilometres', () => {
    const rows = specRows(makeCar({ vin: 'JTDBR32E720123456', rego: '', colour: ' ' }))
    expect(rows[0]).toEqual(['Year', '2020'])
    expect(rows.find(([label]) => label === 'Odometer')?.[1]).toMatch(/^45,000 ?km$/)
    expect(rows.map(([label]) => label)).toContain('VIN')
    expect(rows.map(([label]) => label)).not.toContain('Rego')
    expect(rows.map(([label]) => label)).not.toContain('Colour')
  })

  it('property: no row is empty, and rows keep the table order', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        const rows = specRows(car)
        for (const [, value] of rows) expect(value.trim()).not.toBe('')
        const at = rows.map(([label]) => ORDER.indexOf(label))
        expect(at).toEqual([...at].sort((a, b) => a - b))
        expect(at).not.toContain(-1)
      }),
    )
  })
})
