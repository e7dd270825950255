import type { Manufacturer, ManufacturerModel } from '../tenancy/dealership.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { makeSlug } from './make-slug.ts'

/**
 * The brand and model pages of a `build_model_pages` site (SPEC §3 flag): `/brands/{make}` for each make the site
 * sells and `/brands/{make}/{model}` for each of its models, both slugged as the brand menu slugs makes.
 */
export const BRAND_PAGES_PREFIX = '/brands'

export const brandPagePath = (make: string): string => `${BRAND_PAGES_PREFIX}/${makeSlug(make)}`
export const modelPagePath = (make: string, model: string): string => `${brandPagePath(make)}/${makeSlug(model)}`

/** `build_model_pages`: the site has brand and model pages. */
export const hasModelPages = (site: Pick<SiteConfig, 'flags'>): boolean => site.flags.build_model_pages

type SellingSite = Pick<SiteConfig, 'dealerships' | 'manufacturers'> & {
  readonly search: Pick<SiteConfig['search'], 'make_refinement'>
}

/**
 * The makes a site sells, each once (first spelling kept): its dealerships' franchise makes and the manufacturers
 * it carries, in that order; a site naming none sells the makes it has in stock. A make-branded site
 * (`search.make_refinement`) sells its make only.
 */
export function soldMakes(site: SellingSite, stockMakes: readonly string[]): string[] {
  const named = [...site.dealerships.flatMap((d) => d.manufacturers), ...site.manufacturers.map((m) => m.name)]
  const candidates = named.length > 0 ? named : stockMakes
  const brand = site.search.make_refinement ? makeSlug(site.search.make_refinement) : null
  const seen = new Set<string>()
  return candidates.filter((make) => {
    const slug = makeSlug(make)
    if (slug === '' || seen.has(slug) || (brand !== null && slug !== brand)) return false
    seen.add(slug)
    return true
  })
}

/** The sold make a brand page address names, or null (not sold here: the address is a 404). */
export const soldMakeOf = (site: SellingSite, stockMakes: readonly string[], slug: string): string | null =>
  soldMakes(site, stockMakes).find((make) => makeSlug(make) === slug) ?? null

/** One model of a brand page: the manufacturer's content for it (when it has some) and its stock count. */
export interface BrandModel {
  readonly name: string
  readonly slug: string
  readonly path: string
  /** the manufacturer content's entry, null for a model only the stock knows */
  readonly content: ManufacturerModel | null
  /** the model as the stock spells it (what the listing refines to), null when none is in stock */
  readonly stockName: string | null
  /** cars of the model in stock; null when the stock could not be counted */
  readonly inStock: number | null
}

/**
 * A make's models: the manufacturer's range first, in its order, then the models in stock it does not name
 * (alphabetically), each once by slug; a model of the range with no stock is still listed (a brand site
 * markets its whole range), with 0 in stock. A stock model counted `null` (the count failed) stays null.
 */
export function brandModels(
  make: string,
  manufacturer: Pick<Manufacturer, 'models'> | null,
  stockModels: Readonly<Record<string, number | null>>,
): BrandModel[] {
  const counts = new Map<string, { name: string; count: number | null }>()
  for (const [name, count] of Object.entries(stockModels)) {
    const slug = makeSlug(name)
    const seen = counts.get(slug)
    const before = seen === undefined ? 0 : seen.count
    counts.set(slug, { name: seen?.name ?? name, count: before === null || count === null ? null : before + count })
  }
  const models: BrandModel[] = []
  const taken = new Set<string>()
  const add = (name: string, content: ManufacturerModel | null) => {
    const slug = makeSlug(name)
    if (slug === '' || taken.has(slug)) return
    taken.add(slug)
    const stocked = counts.get(slug)
    models.push({
      name,
      slug,
      path: modelPagePath(make, name),
      content,
      stockName: stocked?.name ?? null,
      inStock: stocked === undefined ? 0 : stocked.count,
    })
  }
  for (const model of manufacturer?.models ?? []) add(model.name, model)
  for (const { name } of [...counts.values()].sort((a, b) => a.name.localeCompare(b.name))) add(name, null)
  return models
}

/** Every brand and model page of a site, for the sitemap: nothing when the flag is off. */
export function modelPagePaths(
  site: SellingSite & Pick<SiteConfig, 'flags'>,
  stockModels: Readonly<Record<string, Readonly<Record<string, number>>>>,
): string[] {
  if (!hasModelPages(site)) return []
  const makeModels = (make: string): Readonly<Record<string, number>> =>
    Object.entries(stockModels).find(([stocked]) => makeSlug(stocked) === makeSlug(make))?.[1] ?? {}
  return soldMakes(site, Object.keys(stockModels)).flatMap((make) => {
    const maker =
      site.manufacturers.find((m) => m.slug === makeSlug(make) || makeSlug(m.name) === makeSlug(make)) ?? null
    return [brandPagePath(make), ...brandModels(make, maker, makeModels(make)).map((m) => m.path)]
  })
}
