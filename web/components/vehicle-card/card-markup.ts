import type { ReactElement } from 'react'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { VehicleCardModel } from '@domain/cars/vehicle-card-model.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { keptMarkupOf } from '../markup/kept-store.ts'

/**
 * A card's inner markup as the server rendered it, kept per card model (one object per car, site version, year and
 * tag: `keptCardModel`) and variant (priority picture, heading level, current link), on the server only
 * (../markup/render-alone.ts).
 *
 * React rendering the twenty-one cards of a listing is most of the listing's own markup work and of the bytes a
 * render allocates, although most listings of a tenant show the same cars (its first pages,
 * the same page under other filters). A card's first render on a version is React's own; its markup is made right
 * after the page, by rendering the same elements alone (../markup/kept-store.ts).
 */
const store = keptMarkupOf<VehicleCardModel>('card')

/** The kept inner markup of a card (undefined: not kept; always undefined in the browser). */
export const keptCardMarkup: (site: PublicSite, model: VehicleCardModel, variant: string) => string | undefined =
  createIsomorphicFn()
    .server((site: PublicSite, model: VehicleCardModel, variant: string) => store.read(site, model, variant))
    .client(() => undefined)

/**
 * Keeps a card's inner markup: `body` (its children with the providers they read) is rendered alone once the
 * current render is over. Once per card and variant; a body that fails to render is not kept (the card keeps
 * being rendered by React).
 */
export const keepCardMarkup: (site: PublicSite, model: VehicleCardModel, variant: string, body: ReactElement) => void =
  createIsomorphicFn()
    .server((site: PublicSite, model: VehicleCardModel, variant: string, body: ReactElement) => {
      if (keepingMarkup) store.keep(site, model, variant, body)
    })
    .client(() => {})
