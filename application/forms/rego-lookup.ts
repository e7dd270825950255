import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { regoLookupKind } from '@domain/tenancy/feature-flags.ts'

export interface RegoQuery {
  readonly rego: string
  /** an upper-case state code; empty: the site's default state */
  readonly state: string
}

export type RegoLookupResult =
  | { readonly ok: true; readonly make: string; readonly model: string; readonly year: number; readonly badge: string | null; readonly marketPrice: number | null }
  | { readonly ok: false; readonly message: string }

export type RegoLookup = (site: SiteConfig, query: RegoQuery) => Promise<RegoLookupResult>

/** What a shopper on a site without any rego lookup is told (SPEC §3: neither `autograb` nor `nevdis`). */
export const REGO_LOOKUP_OFF_MESSAGE = 'Registration lookup is not available on this site. Please enter your vehicle details.'

/**
 * SPEC §7 trade-in rego lookup, as the site's flags allow (domain/tenancy/feature-flags.ts): with `autograb` the
 * priced lookup, for the vehicle and its market price (and, with `nevdis` too, the plain lookup when it fails);
 * with `nevdis` alone the plain rego lookup (the vehicle alone); else no lookup at all. A failure answers the
 * lookup's own message for the shopper.
 */
export function createRegoLookup(deps: { readonly lookup: Pick<VehicleLookupPort, 'autograb' | 'regoLookup'> }): RegoLookup {
  return async (site, query) => {
    const state = query.state || site.locale.default_state.toUpperCase()
    const kind = regoLookupKind(site)
    if (kind === 'none') return { ok: false, message: REGO_LOOKUP_OFF_MESSAGE }
    if (kind === 'priced') {
      const priced = await deps.lookup.autograb({ rego: query.rego, state })
      if (priced.ok) {
        const v = priced.value
        return { ok: true, make: v.make, model: v.model, year: v.year, badge: v.badge, marketPrice: v.state_average_market_price ?? v.average_market_price }
      }
      if (!site.flags.nevdis) return { ok: false, message: priced.message }
    }
    const found = await deps.lookup.regoLookup(query.rego, state)
    if (found.ok) return { ok: true, make: found.value.make, model: found.value.model, year: found.value.year, badge: found.value.badge, marketPrice: null }
    return { ok: false, message: found.message }
  }
}
