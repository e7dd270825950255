import type { Car } from '@domain/cars/car.schema.ts'
import { type CardCar, toCardCar } from '@domain/cars/card-car.ts'
import { pairMap } from '@domain/kernel/pair-map.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * Each car's card projection on a site (domain/cars/card-car.ts), kept while both objects live: a car and a site
 * configuration are one object per stock and configuration version, and a projection depends on the time only
 * through the year (finance eligibility), so the cars most listings of a tenant share (its first pages) are
 * projected once, not on every listing request. `keptCards()(site, nowMs)` gives `toCardCar(car, site, nowMs)`.
 */
export function keptCards() {
  const cards = pairMap<Car, SiteConfig, { readonly year: number; readonly card: CardCar }>()
  return (site: SiteConfig, nowMs: number) => {
    const year = new Date(nowMs).getUTCFullYear()
    return (car: Car): CardCar => {
      const kept = cards.get(car, site)
      if (kept?.year === year) return kept.card
      const card = toCardCar(car, site, nowMs)
      cards.set(car, site, { year, card })
      return card
    }
  }
}
