import type { CardCar } from '@domain/cars/card-car.ts'
import { type VehicleCardModel, vehicleCardModel } from '@domain/cars/vehicle-card-model.ts'
import type { SearchUrlContext } from '@domain/search/search-paths.ts'
import { cardTag } from '@domain/tags/card-tag.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { keptValue } from '../../caches/caches.ts'

/**
 * `vehicleCardModel`, kept per card object (one per car, site and year on the server), site, URL context, year and
 * the card's tag (web/caches/caches.ts): a model depends on the time only through the year (finance) and the tag
 * (the 'New' tag's 8 days), which is worked out again on every call. The cars most listings of a tenant show (its
 * first pages) then cost one model per version, not one per render of every listing; the model is read, never
 * changed, by the card and its markup cache.
 */
export function keptCardModel(car: CardCar, site: PublicSite, nowMs: number, ctx: SearchUrlContext): VehicleCardModel {
  const year = new Date(nowMs).getUTCFullYear()
  const tag = cardTag(car, site, nowMs)?.kind ?? null
  return keptValue(site, ['card model', car, ctx, String(year), tag ?? ''], () =>
    vehicleCardModel(car, site, nowMs, ctx),
  )
}
