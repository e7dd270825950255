import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { VehicleCardModel } from './vehicle-card-model.ts'

/**
 * A card's inner markup as the server rendered it, kept per card model (one object per car, site version, year and
 * tag: `keptCardModel`) and variant (priority picture, heading level, current link), on the server only.
 *
 * React rendering the twenty-one cards of a listing was about two thirds of the listing's own markup work and a
 * third of the bytes a render allocates, although most listings of a tenant show the same cars (its first pages,
 * the same page under other filters). A card kept here is written into the page as it was rendered before; the
 * browser renders the card itself and hydrates it against that markup, which is exactly what React writes for it
 * (the card reads no id, and nothing of the page around it: checked over the production build by
 * tests/contract/card-markup.test.ts). A card's first render on a version is React's own; its markup is made
 * right after the page, by rendering the same elements alone, never inside another render.
 *
 * Bounded per site version: past MAX_BYTES_PER_SITE of kept markup the site's cards start again. `CARD_MARKUP=off`
 * in the server's environment (read at start) keeps none: every card is rendered by React, to compare.
 */
const MAX_BYTES_PER_SITE = 8 * 1024 * 1024

const keeping = createIsomorphicFn()
  .server(() => process.env['CARD_MARKUP'] !== 'off')
  .client(() => false)()

interface SiteMarkup {
  bytes: number
  readonly byModel: WeakMap<VehicleCardModel, Map<string, string | null>>
}

const sites = new WeakMap<PublicSite, SiteMarkup>()

const markupOf = (site: PublicSite): SiteMarkup => {
  let kept = sites.get(site)
  if (!kept) sites.set(site, (kept = { bytes: 0, byModel: new WeakMap() }))
  return kept
}

/** The kept inner markup of a card (undefined: not kept; always undefined in the browser). */
export const keptCardMarkup: (site: PublicSite, model: VehicleCardModel, variant: string) => string | undefined = createIsomorphicFn()
  .server((site: PublicSite, model: VehicleCardModel, variant: string) => sites.get(site)?.byModel.get(model)?.get(variant) ?? undefined)
  .client(() => undefined)

/**
 * Keeps a card's inner markup: `body` (its children with the providers they read) is rendered alone once the
 * current render is over. Once per card and variant; a body that fails to render is not kept (the card keeps
 * being rendered by React).
 */
export const keepCardMarkup: (site: PublicSite, model: VehicleCardModel, variant: string, body: ReactElement) => void = createIsomorphicFn()
  .server((site: PublicSite, model: VehicleCardModel, variant: string, body: ReactElement) => {
    if (!keeping) return
    const kept = markupOf(site)
    let variants = kept.byModel.get(model)
    if (!variants) kept.byModel.set(model, (variants = new Map()))
    if (variants.has(variant)) return
    variants.set(variant, null) // being made
    const forVariants = variants
    // after the page's render (React's server renderer must not be entered from inside one of its renders)
    queueMicrotask(() => {
      let html: string
      try {
        html = renderToString(body)
      } catch {
        forVariants.delete(variant)
        return
      }
      const current = markupOf(site)
      if (current !== kept) return
      if (kept.bytes + html.length > MAX_BYTES_PER_SITE) {
        sites.delete(site)
        return
      }
      kept.bytes += html.length
      forVariants.set(variant, html)
    })
  })
  .client(() => {})
