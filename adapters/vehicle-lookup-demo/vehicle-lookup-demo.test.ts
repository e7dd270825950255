import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEMO_REGOS } from './demo-regos.ts'
import { createDemoVehicleLookup, demoMarketPrice, normaliseRego } from './vehicle-lookup-demo.ts'

const lookup = createDemoVehicleLookup({ currentYear: () => 2026 })

describe('demo vehicle lookup', () => {
  it('finds a table rego regardless of spacing and case', async () => {
    const found = await lookup.regoLookup('abc 123', 'QLD')
    expect(found).toMatchObject({ ok: true, value: { rego: 'ABC123', make: 'Toyota', model: 'Corolla', year: 2019 } })
    expect(await lookup.regoLookup('NOPE99', 'QLD')).toMatchObject({ ok: false, reason: 'not_found' })
    expect(await lookup.regoLookup('!!', 'QLD')).toMatchObject({ ok: false, reason: 'invalid' })
  })
  it('nevdis by VIN and autograb with a market price', async () => {
    const byRego = await lookup.nevdis({ rego: 'XYZ789' })
    if (!byRego.ok) throw new Error('expected a match')
    expect(await lookup.nevdis({ vin: byRego.value.vin! })).toMatchObject({ ok: true, value: { make: 'Mazda' } })
    expect(await lookup.autograb({ rego: 'XYZ789', state: 'NSW' })).toMatchObject({
      ok: true,
      value: { average_market_price: 31900 },
    })
  })
  it('has about twenty unique regos', () => {
    expect(DEMO_REGOS.length).toBe(20)
    expect(new Set(DEMO_REGOS.map((r) => r.rego)).size).toBe(20)
    expect(DEMO_REGOS.every((r) => normaliseRego(r.rego) === r.rego)).toBe(true)
  })
  it('property: the market price never rises with more kilometres and never drops under $500', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 1990, max: 2026 }),
        fc.nat(500_000),
        fc.nat(500_000),
        (base, year, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a]
          expect(demoMarketPrice(base, year, hi, 2026)).toBeLessThanOrEqual(demoMarketPrice(base, year, lo, 2026))
          expect(demoMarketPrice(base, year, hi, 2026)).toBeGreaterThanOrEqual(500)
        },
      ),
    )
  })
})
