import type { CardCar } from '@domain/cars/card-car.ts'
import { type VehicleCardModel, vehicleCardModel } from '@domain/cars/vehicle-card-model.ts'
import type { SearchUrlContext } from '@domain/search/search-paths.ts'
import { cardTag, type CardTagKind } from '@domain/tags/card-tag.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'

interface KeptModel {
  readonly site: PublicSite
  readonly ctx: SearchUrlContext
  readonly year: number
  readonly tag: CardTagKind | null
  readonly model: VehicleCardModel
}

/** the last model of each card object (a car's card projection is one object per car, site and year on the server) */
const keptModels = new WeakMap<CardCar, KeptModel>()

/**
 * `vehicleCardModel`, kept per card object while the site, the URL context, the year and the card's tag stay the
 * same: a model depends on the time only through the year (finance) and the tag (the 'New' tag's 8 days), which is
 * worked out again on every call. The cars most listings of a tenant show (its first pages) then cost one model per
 * version, not one per render of every listing; the model is read, never changed, by the card and its markup cache.
 */
export function keptCardModel(car: CardCar, site: PublicSite, nowMs: number, ctx: SearchUrlContext): VehicleCardModel {
  const year = new Date(nowMs).getUTCFullYear()
  const tag = cardTag(car, site, nowMs)?.kind ?? null
  const known = keptModels.get(car)
  if (known && known.site === site && known.ctx === ctx && known.year === year && known.tag === tag) return known.model
  const model = vehicleCardModel(car, site, nowMs, ctx)
  keptModels.set(car, { site, ctx, year, tag, model })
  return model
}
