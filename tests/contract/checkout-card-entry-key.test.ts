import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { cardEntryKeyOf, providerCode } from '@domain/payments/card-entry-key.ts'

const sites = new Map(loadTenants('tenants/sites').map((t) => [t.site.slug, t.site]))
const demo = sites.get('demo-motors')!
const metro = sites.get('metro-auto-group')!
const prestige = sites.get('prestige-preowned')!
const processor = (type: string, key: string | null) => ({
  authorization_type: type,
  authorization_key: key,
  deposit_amount: 500,
})
const withKeys = (site: SiteConfig, keys: Record<string, string>): SiteConfig => ({ ...site, third_party_keys: keys })

describe("the publishable key a provider's browser script gets", () => {
  it("Stripe: the car's dealership key first", () => {
    const car = makeCar({
      dealership_id: demo.dealerships[0]!.id,
      payment_processors: [processor('stripe', 'pk_processor')],
    })
    expect(cardEntryKeyOf(demo, 'Stripe', car)).toBe('pk_test_demo_demomotors_51Hx9d')
  })

  it("Till: the site's till_publishable_key; St George: st_george_publishable_key, else the processor of that provider", () => {
    const car = makeCar({ dealership_id: metro.dealerships[0]!.id, payment_processors: [] })
    expect(cardEntryKeyOf(metro, 'Till', car)).toBe('pk_test_demo_metro_till_9Kd2')
    expect(cardEntryKeyOf(withKeys(prestige, { st_george_publishable_key: 'T1_PUB_x' }), 'St George', car)).toBe(
      'T1_PUB_x',
    )
    expect(
      cardEntryKeyOf(withKeys(prestige, {}), 'St George', {
        ...car,
        payment_processors: [processor('till', 'wrong'), processor('st_george', 'T1_PUB_car')],
      }),
    ).toBe('T1_PUB_car')
    // another provider's processor key is never handed to this provider's script
    expect(
      cardEntryKeyOf(withKeys(prestige, {}), 'St George', {
        ...car,
        payment_processors: [processor('stripe', 'pk_x')],
      }),
    ).toBeNull()
    expect(cardEntryKeyOf(withKeys(prestige, { payment_publishable_key: 'generic' }), 'St George', car)).toBe('generic')
  })

  it('blank keys count as missing; the answer is always one of the configured keys or null', () => {
    const providers: PaymentProvider[] = ['Stripe', 'Till', 'St George']
    fc.assert(
      fc.property(
        fc.constantFrom(...providers),
        fc.dictionary(
          fc.constantFrom(
            'stripe_publishable_key',
            'till_publishable_key',
            'st_george_publishable_key',
            'payment_publishable_key',
          ),
          fc.constantFrom('', '  ', 'k1', 'k2'),
        ),
        fc.array(
          fc.record({ type: fc.constantFrom('stripe', 'till', 'st_george'), key: fc.constantFrom(null, '', 'k3') }),
          { maxLength: 3 },
        ),
        (provider, keys, processors) => {
          const site: SiteConfig = {
            ...prestige,
            dealerships: prestige.dealerships.map((d) => ({ ...d, stripe_publishable_key: null })),
            third_party_keys: keys,
          }
          const key = cardEntryKeyOf(site, provider, {
            dealership_id: 0,
            payment_processors: processors.map((p) => processor(p.type, p.key)),
          })
          const own = [
            keys[`${providerCode(provider)}_publishable_key`],
            keys.payment_publishable_key,
            ...processors.filter((p) => provider === 'Stripe' || p.type === providerCode(provider)).map((p) => p.key),
          ]
          if (key === null) expect(own.every((k) => !k || k.trim() === '')).toBe(true)
          else expect(own).toContain(key)
        },
      ),
    )
  })
})
