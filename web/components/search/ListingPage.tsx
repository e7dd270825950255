import { useMemo, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { interleavePromos } from '@domain/promos/promo-cards.ts'
import { priceSlider } from '@domain/search/price-slider.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import type { CarType } from '@domain/cars/car.schema.ts'
import {
  type MenuFacet,
  type SearchState,
  type UrlRangeField,
  WEEKLY_BANDS,
  type WeeklyBand,
} from '@domain/search/search-state.ts'
import { searchUrlsByPage } from '@domain/search/search-url.ts'
import { presetLinks } from '@domain/search/search-widgets.ts'
import { vehicleTypeLabel, vehicleTypeLabelPlural, inSentence } from '@domain/tenancy/vehicle-label.ts'
import type { NumericRange } from '@domain/search/search-request.schema.ts'
import { useSite, useStockSummary } from '../../site/use-site.ts'
import { ModelCard, VehicleCard } from '../vehicle-card/VehicleCard.tsx'
import { RenderApart } from '../layout/RenderApart.tsx'
import type { VehicleCardModel } from '@domain/cars/vehicle-card-model.ts'
import { keptCardModel } from '../vehicle-card/kept-card-model.ts'
import { useLinkScope } from '../links/link-scope.ts'
import { LISTING_MENUS } from '@domain/search/listing-facets.ts'
import { LISTING_RANGES, facetValueLabel } from '@domain/search/facet-labels.ts'
import { activeFilters, clearedState, listingHeading, type ActiveFilter } from '@domain/search/active-filters.ts'
import type { PackedListing } from '../../search/listing-route.ts'
import type { ListingData } from '@domain/search/listing-data.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { unpackListing } from '../../search/listing-unpack.ts'
import { useListing } from '../../search/use-listing.ts'
import { ActiveFilters } from './ActiveFilters.tsx'
import { FacetMenu } from './FacetMenu.tsx'
import { facetOptions } from './facet-options.ts'
import { keepPartMarkup, keptPartMarkup } from './menu-markup.ts'
import { cacheKey, withKeyPart } from '@domain/kernel/cache-key.ts'
import { objectKey } from '../../caches/caches.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { inPageContext } from '../markup/in-page-context.tsx'
import { HrefLink } from './HrefLink.tsx'
import { KeywordField } from './KeywordField.tsx'
import { Pagination } from './Pagination.tsx'
import { PromoTile } from './PromoTile.tsx'
import { RangeFilter, toThumbs } from './RangeFilter.tsx'
import { SortSelect } from './SortSelect.tsx'
import { groupThousands } from '@domain/locale/group-thousands.ts'

const grouped = (n: number) => groupThousands(String(Math.round(n)))

/** A listing page (every SPEC §2 listing path renders this with its loader's data). */
export function ListingPage({ listing }: { readonly listing: PackedListing }) {
  // the same cars object for the same loader data: useListing tells a new address's listing by identity
  const loaded = useMemo(() => unpackListing(listing), [listing])
  const site = useSite()
  const stock = useStockSummary()
  const ctx = useMemo(() => searchUrlContext(site, stock.makeModels), [site, stock.makeModels])
  const { data, state, status, update, retry } = useListing(loaded, site, ctx)
  const router = useRouter()
  const scope = useLinkScope()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const lastAdded = useRef<string | null>(null)
  const resultsTop = useRef<HTMLHeadingElement>(null)
  const vehicles = vehicleTypeLabelPlural(site.template)
  const chips = activeFilters(state, site)
  // the price the cards show: the subscription price per week on a site offering subscriptions
  const slider = priceSlider(site)

  // a filter change is made to the latest state asked for: changes made at once (a sort and a filter picked before
  // the app loaded, passed on together as it takes over) each keep the others
  const change = (edit: (latest: SearchState) => SearchState, added?: string) => {
    if (added) lastAdded.current = added
    update((latest) => ({ ...edit(latest), page: 1 }))
  }
  const options = (facet: string) => facetOptions(facet, data.facets[facet], site)
  const setMenu = (facet: MenuFacet | 'car_type', values: string[]) => {
    const before = facet === 'car_type' ? state.carTypes : (state.refinements[facet] ?? [])
    const added = values.find((v) => !before.includes(v))
    if (facet === 'car_type') change((s) => ({ ...s, carTypes: values as CarType[] }), added && `car_type:${added}`)
    else change((s) => ({ ...s, refinements: { ...s.refinements, [facet]: values } }), added && `${facet}:${added}`)
  }
  const setRange = (field: UrlRangeField, range: NumericRange | null) => {
    change(
      (s) => {
        const { [field]: _old, ...rest } = s.ranges
        return { ...s, ranges: range ? { ...rest, [field]: range } : rest }
      },
      range ? `range:${field}` : undefined,
    )
  }
  const goToPage = (page: number) => {
    update({ ...state, page }, { addressNow: true })
    resultsTop.current?.scrollIntoView({ block: 'start' })
  }
  const removeFilter = (filter: ActiveFilter) => update(filter.without)
  const lastFilter = chips.find((c) => c.id === lastAdded.current) ?? chips[chips.length - 1]

  const grid =
    data.state.page === 1
      ? interleavePromos(data.hits, data.promos, { nowMs: data.nowMs, listingCarTypes: data.state.carTypes })
      : data.hits.map((car) => ({ kind: 'car' as const, car }))
  const busy = status.status === 'loading' || status.status === 'stalled'
  // a landing page the dealer defines at this path (SPEC §7 search_pages) names the page
  const landing = 'landing' in data ? (data.landing ?? null) : null
  const heading = landing?.title ?? listingHeading(data.state, site)

  // the filter panel: on the server, one shown before is written as it was (menu-markup.ts); in the browser (and
  // with KEPT_MARKUP=off) no key is made
  const filterPanel = () => (
    <>
      <h2 className="listing__filters-title">{`Filter ${inSentence(vehicles)}`}</h2>
      <KeywordField
        id="filters-keyword"
        key={state.query}
        value={state.query}
        onSubmit={(query) => change((s) => ({ ...s, query }), query ? 'query' : undefined)}
      />
      <RangeFilter
        id="filters-price"
        label={slider.label}
        bounds={slider.bounds}
        step={slider.step}
        value={state.ranges[slider.field]}
        format={slider.format}
        onCommit={(range) => setRange(slider.field, range)}
      />
      {LISTING_MENUS.map(({ facet, label }) => (
        <FacetMenu
          key={facet}
          site={site}
          label={label}
          options={options(facet)}
          selected={facet === 'car_type' ? state.carTypes : (state.refinements[facet] ?? [])}
          onChange={(values) => setMenu(facet, values)}
        />
      ))}
      <FacetMenu
        site={site}
        label="Weekly repayment"
        ordered
        options={WEEKLY_BANDS.flatMap((band) => {
          const count = data.facets['weekly_price_range']?.[band]
          return count === undefined && !state.weekly.includes(band)
            ? []
            : [{ value: band, count: count ?? 0, label: facetValueLabel('weekly_price_range', band, site) }]
        })}
        selected={state.weekly}
        onChange={(values) =>
          change(
            (s) => ({ ...s, weekly: values as WeeklyBand[] }),
            values.length > state.weekly.length
              ? `weekly:${values.find((v) => !state.weekly.includes(v as WeeklyBand))}`
              : undefined,
          )
        }
      />
      {LISTING_RANGES.map(({ field, label, step }) => {
        const stats = data.stats[field]
        if (!stats || stats.max <= stats.min) return null
        return (
          <RangeFilter
            id={`filters-${field}`}
            key={field}
            label={label}
            bounds={{ min: stats.min, max: stats.max }}
            step={step}
            value={state.ranges[field]}
            format={field === 'km' ? (n) => `${grouped(n)} km` : String}
            onCommit={(range) => setRange(field, range)}
          />
        )
      })}
    </>
  )
  const filtersKey = keepingMarkup ? filterPanelKey(site, vehicles, state, data, options) : null
  const keptFilters = filtersKey === null ? undefined : keptPartMarkup('filters', site, filtersKey)
  if (filtersKey !== null && keptFilters === undefined) keepPartMarkup('filters', site, filtersKey, filterPanel())

  // the grid's items: on the server, a grid of the same cards and promos shown before is written as it was
  // (menu-markup.ts); its cards' models are worked out here, for its key. In the browser (and with KEPT_MARKUP=off)
  // each card works out its own as it renders (VehicleCard, the same markup): 21 cards' models in the listing's own
  // render would make it one unit of work, which React cannot split, the longest task of the hydration.
  const models = keepingMarkup
    ? grid.map((item) => (item.kind === 'car' ? keptCardModel(item.car, site, data.nowMs, ctx) : null))
    : null
  const gridItems = () =>
    grid.map((item, i) =>
      item.kind === 'car' ? (
        <li key={item.car.id}>
          {models ? (
            <ModelCard car={item.car} site={site} model={models[i]!} priority={i < 3} />
          ) : (
            <VehicleCard car={item.car} site={site} nowMs={data.nowMs} priority={i < 3} />
          )}
        </li>
      ) : (
        <li key={`promo-${item.promo.id}`}>
          <PromoTile promo={item.promo} />
        </li>
      ),
    )
  const gridKey = models !== null && scope.site === site ? gridItemsKey(site, scope.pathname, grid, models) : null
  const keptGrid = gridKey === null ? undefined : keptPartMarkup('grid', site, gridKey)
  if (gridKey !== null && keptGrid === undefined)
    keepPartMarkup('grid', site, gridKey, inPageContext(router, scope, gridItems()))

  return (
    <div className="container listing">
      <h1 className="listing__title">{heading}</h1>
      {landing?.description ? <p className="listing__intro">{landing.description}</p> : null}
      {/* SPEC §2 preset filter links, above the results on every screen width (the filters fold away on phones) */}
      <nav className="listing__presets" aria-label="Quick searches">
        <ul>
          {presetLinks(ctx, vehicles).map((preset) => (
            <li key={preset.id}>
              <HrefLink className="listing__preset" href={preset.href}>
                {preset.label}
              </HrefLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="listing__layout">
        <div className="listing__filters-toggle">
          <button
            type="button"
            className="btn btn--ghost"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
          </button>
        </div>
        <aside
          id="listing-filters"
          className={`listing__filters${filtersOpen ? ' is-open' : ''}`}
          aria-label="Filters"
          {...(keptFilters === undefined
            ? { children: <RenderApart render={filterPanel} /> }
            : { dangerouslySetInnerHTML: { __html: keptFilters } })}
        />
        <section className="listing__results" aria-labelledby="results-heading" aria-busy={busy}>
          <h2 id="results-heading" className="visually-hidden" ref={resultsTop} tabIndex={-1}>
            Results
          </h2>
          <div className="listing__toolbar">
            <p className="listing__count" aria-live="polite" aria-atomic="true" data-count={data.count}>
              <strong>{grouped(data.count)}</strong>
              {` ${data.count === 1 ? vehicleTypeLabel(site.template) : vehicles} found`}
            </p>
            <SortSelect value={state.sort} onChange={(sort) => update((s) => ({ ...s, sort, page: 1 }))} />
          </div>
          <ActiveFilters filters={chips} onRemove={removeFilter} onClearAll={() => update(clearedState(state))} />
          {status.status === 'stalled' ? (
            <p className="listing__stalled" role="status">
              <span className="spinner" aria-hidden="true" /> Still searching…
            </p>
          ) : null}
          {status.status === 'error' ? (
            <div className="listing__error" role="alert">
              <p>Sorry, we couldn’t load the {inSentence(vehicles)} just now.</p>
              <button type="button" className="btn btn--primary" onClick={retry}>
                Try again
              </button>
            </div>
          ) : null}
          {data.hits.length === 0 && status.status !== 'error' ? (
            <div className="listing__empty">
              <h3>
                {data.count > 0
                  ? `Page ${data.state.page} is past the last page`
                  : `No ${inSentence(vehicles)} match your search`}
              </h3>
              {lastFilter ? (
                <p>
                  <button type="button" className="btn btn--primary" onClick={() => update(lastFilter.without)}>
                    Remove {lastFilter.label}
                  </button>{' '}
                  {chips.length > 1 ? (
                    <button type="button" className="btn btn--ghost" onClick={() => update(clearedState(state))}>
                      Clear all filters
                    </button>
                  ) : null}
                </p>
              ) : data.state.page > 1 ? (
                <p>
                  <button type="button" className="btn btn--primary" onClick={() => goToPage(1)}>
                    Back to page 1
                  </button>
                </p>
              ) : null}
            </div>
          ) : (
            <ul
              className={`listing__grid${busy ? ' is-busy' : ''}`}
              aria-label={`${vehicles}, page ${data.state.page}`}
              {...(keptGrid === undefined
                ? { children: gridItems() }
                : { dangerouslySetInnerHTML: { __html: keptGrid } })}
            />
          )}
          <Pagination
            page={data.state.page}
            total={data.total}
            hitsPerPage={data.hitsPerPage}
            hrefFor={searchUrlsByPage(data.state, ctx)}
            onPage={goToPage}
          />
        </section>
      </div>
    </div>
  )
}

/** A name per object, for keys made of objects kept elsewhere (a menu's options: one array per counts object). */
const idOf = objectKey

/**
 * Everything the filter panel shows, as one text: the site (its labels), the vehicle word, the keyword, where each
 * slider's thumbs stand and its bounds, and each menu's options (by identity: kept per counts object) and picks.
 */
function filterPanelKey(
  site: PublicSite,
  vehicles: string,
  state: SearchState,
  data: Pick<ListingData, 'facets' | 'stats'>,
  options: (facet: string) => ReadonlyArray<unknown>,
): string {
  const slider = priceSlider(site)
  // the keyword and the picked values come from the address: each is a part of its own (domain/kernel/cache-key.ts)
  let key = cacheKey([
    idOf(site),
    vehicles,
    state.query,
    toThumbs(state.ranges[slider.field], slider.bounds, slider.step).join(),
  ])
  for (const { facet } of LISTING_MENUS) {
    const selected = facet === 'car_type' ? state.carTypes : (state.refinements[facet] ?? [])
    key = withKeyPart(key, cacheKey([idOf(options(facet)), cacheKey(selected)]))
  }
  const weekly = data.facets['weekly_price_range']
  key = withKeyPart(key, cacheKey([weekly === undefined ? '' : idOf(weekly), cacheKey(state.weekly)]))
  for (const { field, step } of LISTING_RANGES) {
    const stats = data.stats[field]
    key = withKeyPart(
      key,
      stats && stats.max > stats.min
        ? `${stats.min}:${stats.max}:${toThumbs(state.ranges[field], stats, step).join()}`
        : '',
    )
  }
  return key
}

/**
 * Everything the grid's items show, as one text: the site and the page's path (links' `aria-current`), each card's
 * model (by identity: one per car, site version, year and tag) and whether its picture is a priority one, each promo.
 */
function gridItemsKey(
  site: PublicSite,
  pathname: string,
  grid: ReadonlyArray<{ readonly kind: 'car' } | { readonly kind: 'promo'; readonly promo: object }>,
  models: ReadonlyArray<VehicleCardModel | null>,
): string {
  let key = cacheKey([idOf(site), pathname])
  grid.forEach((item, i) => {
    const model = models[i]
    key = withKeyPart(
      key,
      item.kind === 'car' && model
        ? `${idOf(model)}${i < 3 ? '!' : ''}`
        : `p${item.kind === 'promo' ? idOf(item.promo) : ''}`,
    )
  })
  return key
}
