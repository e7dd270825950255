import { bodyTypeLabel } from '../cars/body-types.ts'
import { searchUrlContext, type SearchUrlContext } from './search-paths.ts'
import type { SearchState } from './search-state.ts'
import { shownMake, showMeUrl, tenantStockState } from './search-widgets.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { pairMap } from '../kernel/pair-map.ts'
import { compareText } from '../locale/compare-text.ts'

type MakeModels = Readonly<Record<string, readonly string[]>>
export interface Choice {
  readonly value: string
  readonly label: string
}

/** What the home widget starts from for a tenant: the same for every view until the site or its stock changes. */
export interface WidgetSetup {
  readonly ctx: SearchUrlContext
  /** the state the tenant's stock link opens (default cities, query suffix, make refinement) */
  readonly base: SearchState
  /** where 'Show Me' goes before any choice */
  readonly startHref: string
  /** the Make choices from a list of makes (a make-branded site offers its make only), alphabetical */
  readonly makeChoices: (makes: readonly string[]) => readonly Choice[]
  /** the Body type choices from a list of body types, alphabetical by label */
  readonly bodyChoices: (bodies: readonly string[]) => readonly Choice[]
}

const setups = pairMap<PublicSite, MakeModels, WidgetSetup>()

/**
 * The widget's setup for a site and its stock's makes, built once per pair of objects (on the server the site and
 * stock summary are one object per tenant version): every home view parsed the tenant's stock link, wrote the
 * 'Show Me' address and sorted the same choices again.
 */
export const widgetSetup = (site: PublicSite, makeModels: MakeModels): WidgetSetup =>
  setups.ensure(site, makeModels, () => buildSetup(site, makeModels))

function buildSetup(site: PublicSite, makeModels: MakeModels): WidgetSetup {
  const ctx = searchUrlContext(site, makeModels)
  const base = tenantStockState(ctx)
  const shown = shownMake(ctx)
  return {
    ctx,
    base,
    startHref: showMeUrl(base, ctx),
    makeChoices: lastOf((makes) =>
      makes
        .filter(shown)
        .sort(compareText)
        .map((m) => ({ value: m, label: m })),
    ),
    bodyChoices: lastOf((bodies) =>
      bodies.map((b) => ({ value: b, label: bodyTypeLabel(b) })).sort((a, b) => compareText(a.label, b.label)),
    ),
  }
}

/** `build` remembered for its last input list's contents (the page's makes and bodies are the same list each view). */
function lastOf(build: (items: string[]) => readonly Choice[]): (items: readonly string[]) => readonly Choice[] {
  let last: { key: string; choices: readonly Choice[] } | null = null
  return (items) => {
    const key = items.join('\u0000')
    if (last?.key !== key) last = { key, choices: build([...items]) }
    return last.choices
  }
}
