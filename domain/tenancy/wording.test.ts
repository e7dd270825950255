import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applyUsedWording, siteWording } from './wording.ts'
import { makeSite } from './site.fixture.ts'

describe('used wording (SPEC §1)', () => {
  const preOwned = makeSite({ wording: { used: 'pre-owned' } })
  it('shows used as pre-owned for the tenants that ask, preserving case', () => {
    expect(siteWording(preOwned, 'Used Cars')).toBe('Pre-owned Cars')
    expect(siteWording(preOwned, 'new and used cars')).toBe('new and pre-owned cars')
    expect(siteWording(preOwned, 'USED VEHICLES')).toBe('PRE-OWNED VEHICLES')
    expect(siteWording(preOwned, 'Unused, used.')).toBe('Unused, pre-owned.')
    expect(siteWording(makeSite(), 'Used Cars')).toBe('Used Cars')
    expect(siteWording(preOwned, 'Used Vehicle Enquiry')).toBe('Pre-owned Vehicle Enquiry')
  })
  it.each([
    ['Trade-ins can be used as a deposit.', 'Trade-ins can be used as a deposit.'],
    ['We used to sell used cars', 'We used to sell pre-owned cars'],
    ['Your data is used by the dealer', 'Your data is used by the dealer'],
    ['Used, new and demo', 'Pre-owned, new and demo'],
  ])('changes the adjective, never the verb: %s → %s', (text, shown) => {
    expect(siteWording(preOwned, text)).toBe(shown)
  })
  it('leaves no standalone "used" behind and is idempotent', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom('used', 'Used', 'USED', 'cars', 'unused', 'new', ' ', ',', 'Usedness'))
          .map((w) => w.join(' ')),
        (text) => {
          const out = applyUsedWording(text, 'pre-owned')
          return !/\bused\b/i.test(out) && applyUsedWording(out, 'pre-owned') === out
        },
      ),
    )
  })
  it('the default wording never changes text', () => {
    fc.assert(fc.property(fc.string(), (text) => applyUsedWording(text, 'used') === text))
  })
  it('only the word used changes', () => {
    fc.assert(
      fc.property(
        fc.string().filter((t) => !/pre-owned/i.test(t)),
        (text) =>
          applyUsedWording(text, 'pre-owned').replace(/pre-owned/gi, 'used') === text.replace(/\bused\b/gi, 'used'),
      ),
    )
  })
})
