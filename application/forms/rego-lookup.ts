import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export interface RegoQuery {
  readonly rego: string
  /** an upper-case state code; empty: the site's default state */
  readonly state: string
}

export type RegoLookupResult =
  | { readonly ok: true; readonly make: string; readonly model: string; readonly year: number; readonly badge: string | null; readonly marketPrice: number | null }
  | { readonly ok: false; readonly message: string }

export type RegoLookup = (site: SiteConfig, query: RegoQuery) => Promise<RegoLookupResult>

/**
 * SPEC §7 trade-in rego lookup: the priced lookup (Autograb) first, for the vehicle and its market price; else the
 * plain rego lookup (the vehicle alone); else the lookup's own message for the shopper.
 */
export function createRegoLookup(deps: { readonly lookup: Pick<VehicleLookupPort, 'autograb' | 'regoLookup'> }): RegoLookup {
  return async (site, query) => {
    const state = query.state || site.locale.default_state.toUpperCase()
    const priced = await deps.lookup.autograb({ rego: query.rego, state })
    if (priced.ok) {
      const v = priced.value
      return { ok: true, make: v.make, model: v.model, year: v.year, badge: v.badge, marketPrice: v.state_average_market_price ?? v.average_market_price }
    }
    const found = await deps.lookup.regoLookup(query.rego, state)
    if (found.ok) return { ok: true, make: found.value.make, model: found.value.model, year: found.value.year, badge: found.value.badge, marketPrice: null }
    return { ok: false, message: found.message }
  }
}
