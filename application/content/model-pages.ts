import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import { makeSlug } from '@domain/links/brands.ts'
import {
  brandModels,
  brandPagePath,
  hasModelPages,
  modelPagePaths,
  soldMakeOf,
  soldMakes,
  type BrandModel,
} from '@domain/links/model-pages.ts'
import { searchUrlContext, type SearchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { parseSearchUrl } from '@domain/search/search-url.ts'
import { makeTileUrl, stockLinkUrl } from '@domain/search/search-widgets.ts'
import type { Manufacturer } from '@domain/tenancy/dealership.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'
import type { StockSummaries } from '../site/stock-summaries.ts'
import type { Manufacturers } from './manufacturers.ts'

/** cards a model page shows before 'See all' */
export const MODEL_PAGE_CARDS = 8

export interface ModelPagesDeps {
  readonly search: SearchPort
  readonly summaries: StockSummaries
  /** the dashboard's manufacturer content, cached per website and make */
  readonly manufacturer: Manufacturers
  readonly clock: ClockPort
}

/** A brand page: the make, its manufacturer's content (null when the dashboard has none), its models. */
export interface BrandPageView {
  readonly make: string
  readonly path: string
  readonly manufacturer: Manufacturer | null
  readonly models: readonly BrandModel[]
  /** cars of the make in stock, as its listing counts them (null when the search failed) */
  readonly inStock: number | null
  /** the make's listing, as the brand menu opens it */
  readonly listingUrl: string
}

/** A model page: its brand, the model with its content, the first cards of its listing and the listing's address. */
export interface ModelPageView {
  readonly make: string
  readonly brandPath: string
  readonly manufacturer: Manufacturer | null
  readonly model: BrandModel
  readonly cars: readonly Car[]
  /** the model's cars in stock (null when the search failed) */
  readonly inStock: number | null
  /** the listing filtered to the make and model */
  readonly listingUrl: string
  /** the server's clock when the cards were read (time-based card tags agree between server and browser) */
  readonly nowMs: number
}

/** The listing request behind a stock link, so a page's count is the count of the listing it links to. */
const requestOf = (url: string, ctx: SearchUrlContext, site: SiteConfig, facets: readonly string[], limit: number) => {
  const [path = '', query = ''] = url.split('?', 2)
  return { ...toSearchRequest(parseSearchUrl(path, query, ctx), site, facets), limit, offset: 0 }
}

/** `make_model` facet values (`Make:Model`) of one make, as model → count. */
const modelCounts = (
  distribution: Readonly<Record<string, number>> | undefined,
  make: string,
): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const [value, count] of Object.entries(distribution ?? {})) {
    const at = value.indexOf(':')
    if (at > 0 && makeSlug(value.slice(0, at)) === makeSlug(make))
      counts[value.slice(at + 1)] = (counts[value.slice(at + 1)] ?? 0) + count
  }
  return counts
}

/**
 * SPEC §3 `build_model_pages`: a brand page per make the site sells and a page per model, from the manufacturer's
 * content (SPEC §7 manufacturers call) and the site's stock. Every answer is null when the flag is off or the
 * address names no make the site sells or no model of it: the page is a 404. A failing search leaves the counts
 * and cards out, never the page.
 */
export function createModelPages(deps: ModelPagesDeps) {
  const makeContext = async (site: SiteConfig) => {
    const summary = await deps.summaries(site)
    return { summary, ctx: searchUrlContext(site, summary.makeModels), stockMakes: Object.keys(summary.makes) }
  }

  /**
   * The make's models with their stock counts, and its total. When the search fails the stock summary still
   * names the models in stock, uncounted (null), so their pages stay reachable.
   */
  const makeStock = async (site: SiteConfig, make: string, ctx: SearchUrlContext, summary: StockSummary) => {
    const listingUrl = makeTileUrl(make, ctx)
    try {
      const answer = await deps.search.search(site, requestOf(listingUrl, ctx, site, ['make_model'], 1))
      const models: Record<string, number | null> = modelCounts(answer.facetDistribution['make_model'], make)
      return { listingUrl, total: answer.estimatedTotalHits as number | null, models }
    } catch (error) {
      console.error('brand page: search failed', error instanceof Error ? error.message : error)
      const stocked = Object.entries(summary.makeModels).find(([m]) => makeSlug(m) === makeSlug(make))?.[1] ?? []
      return { listingUrl, total: null, models: Object.fromEntries(stocked.map((m) => [m, null])) }
    }
  }

  const brand = async (site: SiteConfig, slug: string): Promise<BrandPageView | null> => {
    if (!hasModelPages(site)) return null
    const { ctx, stockMakes, summary } = await makeContext(site)
    const make = soldMakeOf(site, stockMakes, slug)
    if (make === null) return null
    const [manufacturer, stock] = await Promise.all([
      deps.manufacturer(site, makeSlug(make)),
      makeStock(site, make, ctx, summary),
    ])
    return {
      make,
      path: brandPagePath(make),
      manufacturer,
      models: brandModels(make, manufacturer, stock.models),
      inStock: stock.total,
      listingUrl: stock.listingUrl,
    }
  }

  return {
    brand,

    async model(site: SiteConfig, makeSlugText: string, modelSlug: string): Promise<ModelPageView | null> {
      const page = await brand(site, makeSlugText)
      const model = page?.models.find((m) => m.slug === modelSlug)
      if (!page || !model) return null
      const nowMs = deps.clock.now()
      const view = (stock: Pick<ModelPageView, 'cars' | 'inStock' | 'listingUrl'>): ModelPageView => ({
        make: page.make,
        brandPath: page.path,
        manufacturer: page.manufacturer,
        model,
        ...stock,
        nowMs,
      })
      // none in stock: the make's listing, not an empty one
      if (model.stockName === null) return view({ cars: [], inStock: 0, listingUrl: page.listingUrl })
      const { ctx } = await makeContext(site)
      const listingUrl = stockLinkUrl({ make: [page.make], model: [model.stockName] }, ctx)
      try {
        const answer = await deps.search.search(site, requestOf(listingUrl, ctx, site, [], MODEL_PAGE_CARDS))
        return view({ cars: answer.hits, inStock: answer.estimatedTotalHits, listingUrl })
      } catch (error) {
        console.error('model page: search failed', error instanceof Error ? error.message : error)
        return view({ cars: [], inStock: null, listingUrl })
      }
    },

    /** every brand and model page of the site (the sitemap's), with the manufacturers' ranges */
    async paths(site: SiteConfig): Promise<string[]> {
      if (!hasModelPages(site)) return []
      const { summary, stockMakes } = await makeContext(site)
      const makes = soldMakes(site, stockMakes)
      const manufacturers = (await Promise.all(makes.map((make) => deps.manufacturer(site, makeSlug(make))))).filter(
        (m): m is Manufacturer => m !== null,
      )
      const stockModels = Object.fromEntries(
        Object.entries(summary.makeModels).map(([make, models]) => [
          make,
          Object.fromEntries(models.map((m) => [m, 1])),
        ]),
      )
      return modelPagePaths({ ...site, manufacturers: [...manufacturers, ...site.manufacturers] }, stockModels)
    },
  }
}
export type ModelPages = ReturnType<typeof createModelPages>
