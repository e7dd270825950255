import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { HrefLink } from './HrefLink.tsx'
import { priceSlider } from '@domain/search/price-slider.ts'
import type { NumericRange } from '@domain/search/search-request.schema.ts'
import type { SearchState } from '@domain/search/search-state.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { bodyTiles, showMeLabel, showMeUrl } from '@domain/search/search-widgets.ts'
import { vehicleTypeLabelPlural, inSentence } from '@domain/tenancy/vehicle-label.ts'
import { useSite, useStockSummary } from '../../site/use-site.ts'
import { browserSearch } from '../../client/ports.ts'
import { ChoiceSelect } from './ChoiceSelect.tsx'
import { RangeFilter } from './RangeFilter.tsx'
import { widgetCountQuery, type WidgetCount } from './home-widget.queries.ts'
import { widgetSetup } from '@domain/search/home-widget-setup.ts'
import { compareText } from '@domain/locale/compare-text.ts'

/** The count and choices the widget starts with: its stock link's count and every make and body type in it. */
export interface WidgetStock {
  readonly count: number
  readonly makes: readonly string[]
  readonly bodies: readonly string[]
}

export interface HomeSearchWidgetProps {
  /** the widget's heading; default 'Find your next {vehicle}' */
  readonly heading?: string
  /** the tenant's stock as its stock link opens it (count, every make and body type), when the page has it */
  readonly stock?: WidgetStock | null
  readonly className?: string
}

/**
 * SPEC §2 home search widget: make, model and body selects and the price slider (step 500, 5000–250000; a thumb
 * at its end leaves that end open; on a site offering subscriptions the listing's 'Price per week' slider, so the
 * widget filters the price the cards show: domain/search/price-slider.ts `priceSlider`), 'Show Me {count}
 * {vehicles}' to the listing sorted by price descending. The
 * shopper's choices refine the state the tenant's stock links start from (default city filter, query suffix;
 * a make-branded site offers its make only). The count comes from a facet-only search (limit 1) after each
 * change; the first render uses the count the page passes (else the stock summary), so it needs no fetch.
 * Renders inside a tenant's shell.
 */
export function HomeSearchWidget({ heading, stock: start, className }: HomeSearchWidgetProps) {
  const site = useSite()
  const stock = useStockSummary()
  const { ctx, base, startHref, makeChoices, bodyChoices } = widgetSetup(site, stock.makeModels)
  const vehicles = vehicleTypeLabelPlural(site.template)
  const [make, setMake] = useState<string | null>(null)
  const [model, setModel] = useState<string | null>(null)
  const [body, setBody] = useState<string | null>(null)
  const [price, setPrice] = useState<NumericRange | null>(null)
  const brand = site.search.make_refinement
  const slider = priceSlider(site)
  // the first render uses the page's count: no fetch until the shopper changes something
  const [changed, setChanged] = useState(false)
  const [answer, setAnswer] = useState<WidgetCount>({
    count: start?.count ?? (brand ? (stock.makes[brand] ?? stock.count) : stock.count),
    facets: null,
  })

  const state: SearchState = {
    ...base,
    refinements: {
      ...base.refinements,
      ...(make && { make: [make] }),
      ...(make && model && { model: [model] }),
      ...(body && { body: [body] }),
    },
    ranges: price ? { ...base.ranges, [slider.field]: price } : base.ranges,
  }

  useEffect(() => browserSearch().prefetch(), [])

  // 'Show Me' clicked before the app took over was held (the head's early-click guard, hold-early-click.ts): it goes
  // where the widget says once the choices made meanwhile are the widget's. They are passed on in microtasks as the
  // selects and slider are taken over (NativeSelect, RangeFilter), so the click is queued after them and followed
  // once they have rendered.
  const router = useRouter()
  const section = useRef<HTMLElement>(null)
  const [heldClick, setHeldClick] = useState(false)
  useEffect(() => {
    const held = section.current?.querySelector('[data-held-click]')
    if (!held) return
    held.removeAttribute('data-held-click')
    queueMicrotask(() => setHeldClick(true))
  }, [])

  const { count, facets } = answer

  const touch =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setChanged(true)
      set(v)
    }

  const makeOptions = makeChoices(
    facets?.['make'] ? Object.keys(facets['make']) : (start?.makes ?? Object.keys(stock.makes)),
  )
  const modelOptions = make
    ? (facets ? Object.keys(facets['model'] ?? {}) : (stock.makeModels[make] ?? []))
        .slice()
        .sort(compareText)
        .map((m) => ({ value: m, label: m }))
    : []
  const bodyOptions = bodyChoices(
    facets?.['body'] ? Object.keys(facets['body']) : (start?.bodies ?? bodyTiles(stock.bodies).map((t) => t.body)),
  )
  // nothing chosen yet: the tenant's own start address, written once per tenant
  const href = changed ? showMeUrl(state, ctx) : startHref
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the held click once, to the address rendered with it
  useEffect(() => {
    if (heldClick) router.history.push(href)
  }, [heldClick])

  return (
    <section
      ref={section}
      className={`home-search${className ? ` ${className}` : ''}`}
      aria-labelledby="home-search-heading"
    >
      <h2 id="home-search-heading">{heading ?? `Find your next ${inSentence(vehicles)}`}</h2>
      <div className="home-search__fields">
        <ChoiceSelect
          label="Make"
          anyLabel="Any make"
          value={make}
          options={makeOptions}
          onChange={touch((m: string | null) => {
            setMake(m)
            setModel(null)
          })}
        />
        <ChoiceSelect
          label="Model"
          anyLabel="Any model"
          value={model}
          options={modelOptions}
          isDisabled={!make}
          onChange={touch(setModel)}
        />
        <ChoiceSelect
          label="Body type"
          anyLabel="Any body type"
          value={body}
          options={bodyOptions}
          onChange={touch(setBody)}
        />
      </div>
      <RangeFilter
        label={slider.label}
        bounds={slider.bounds}
        step={slider.step}
        value={price ?? undefined}
        format={slider.format}
        onCommit={touch(setPrice)}
      />
      <HrefLink className="btn btn--accent home-search__go" href={href} holdEarlyClick>
        {showMeLabel(count, vehicles)}
      </HrefLink>
      {changed ? <WidgetCounter site={site} state={state} onCount={setAnswer} /> : null}
    </section>
  )
}

/**
 * Asks for the count of the shopper's choices, once they have made one: mounted only then, so a page's render (on
 * the server above all) sets up no query it would never run. A failed count leaves the last one shown; the button
 * still goes to the right listing.
 */
function WidgetCounter({
  site,
  state,
  onCount,
}: {
  readonly site: PublicSite
  readonly state: SearchState
  readonly onCount: (answer: WidgetCount) => void
}) {
  const counted = useQuery(widgetCountQuery(site, state)).data
  useEffect(() => {
    if (counted !== undefined) onCount(counted)
  }, [counted, onCount])
  return null
}
