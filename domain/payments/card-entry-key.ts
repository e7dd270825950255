import type { Car } from '@domain/cars/car.schema.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { keyedProcessor } from '@domain/pricing/reservable.ts'

/** 'Stripe' → 'stripe', 'St George' → 'st_george': how processors and key names spell a provider. */
export const providerCode = (provider: PaymentProvider): string => provider.toLowerCase().replace(/\s+/g, '_')

const present = (value: string | null | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null

/**
 * The public key the provider's browser script needs to mint a card token: Stripe's publishable key (pk_…),
 * Till's public integration key, PayWay's publishable API key. Never a secret: it is sent to every shopper.
 * In order: the car's dealership (Stripe: `stripe_publishable_key`), the site's `third_party_keys`
 * (`{stripe|till|st_george}_publishable_key`, then `payment_publishable_key`), then the car's payment processor
 * of that provider; Stripe also takes any keyed processor, as it always has.
 */
export function cardEntryKeyOf(
  site: SiteConfig,
  provider: PaymentProvider,
  car: Pick<Car, 'dealership_id' | 'payment_processors'>,
): string | null {
  const code = providerCode(provider)
  const dealership = site.dealerships.find((d) => d.id === car.dealership_id) ?? site.dealerships[0]
  const processor = car.payment_processors.find(
    (p) => providerCode(p.authorization_type as PaymentProvider) === code && present(p.authorization_key),
  )
  return (
    (provider === 'Stripe' ? present(dealership?.stripe_publishable_key) : null) ??
    present(site.third_party_keys[`${code}_publishable_key`]) ??
    present(site.third_party_keys.payment_publishable_key) ??
    present(processor?.authorization_key) ??
    (provider === 'Stripe' ? present(keyedProcessor(car)?.authorization_key) : null)
  )
}
