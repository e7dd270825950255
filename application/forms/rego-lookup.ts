import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { hasVehicleData, regoLookupKind } from '@domain/tenancy/feature-flags.ts'

export interface RegoQuery {
  readonly rego: string
  /** an upper-case state code; empty: the site's default state */
  readonly state: string
}

interface Found {
  readonly make: string
  readonly model: string
  readonly year: number
  readonly badge: string | null
  readonly marketPrice: number | null
}

/** Redbook's description of the vehicle found (SPEC §3 `redbook` sites; null elsewhere or when Redbook fails). */
export interface FoundVehicleData {
  readonly redbook_code: string
  readonly description: string
  readonly new_price: number | null
}

export type RegoLookupResult =
  | ({ readonly ok: true; readonly vehicleData: FoundVehicleData | null } & Found)
  | { readonly ok: false; readonly message: string }

export type RegoLookup = (site: SiteConfig, query: RegoQuery) => Promise<RegoLookupResult>

/** What a shopper on a site without any rego lookup is told (SPEC §3: neither `autograb` nor `nevdis`). */
export const REGO_LOOKUP_OFF_MESSAGE =
  'Registration lookup is not available on this site. Please enter your vehicle details.'

/**
 * SPEC §7 trade-in rego lookup, as the site's flags allow (domain/tenancy/feature-flags.ts): with `autograb` the
 * priced lookup, for the vehicle and its market price (and, with `nevdis` too, the plain lookup when it fails);
 * with `nevdis` alone the plain rego lookup (the vehicle alone); else no lookup at all. A failure answers the
 * lookup's own message for the shopper. On `redbook` sites the vehicle found is then described by Redbook (the
 * vehicle-data lookup): its code, description and new price.
 */
export function createRegoLookup(deps: {
  readonly lookup: Pick<VehicleLookupPort, 'autograb' | 'regoLookup' | 'redbook'>
}): RegoLookup {
  /** `redbook` sites: the found vehicle's Redbook data; a lookup that fails leaves it out, never the vehicle */
  const withVehicleData = async (site: SiteConfig, found: Found): Promise<RegoLookupResult> => {
    if (!hasVehicleData(site)) return { ok: true, ...found, vehicleData: null }
    const data = await deps.lookup
      .redbook({
        make: found.make,
        model: found.model,
        year: found.year,
        ...(found.badge ? { badge: found.badge } : {}),
      })
      .catch((): { ok: false } => ({ ok: false }))
    const vehicleData = data.ok
      ? { redbook_code: data.value.redbook_code, description: data.value.description, new_price: data.value.new_price }
      : null
    return { ok: true, ...found, vehicleData }
  }
  return async (site, query) => {
    const state = query.state || site.locale.default_state.toUpperCase()
    const kind = regoLookupKind(site)
    if (kind === 'none') return { ok: false, message: REGO_LOOKUP_OFF_MESSAGE }
    if (kind === 'priced') {
      const priced = await deps.lookup.autograb({ rego: query.rego, state })
      if (priced.ok) {
        const v = priced.value
        return withVehicleData(site, {
          make: v.make,
          model: v.model,
          year: v.year,
          badge: v.badge,
          marketPrice: v.state_average_market_price ?? v.average_market_price,
        })
      }
      if (!site.flags.nevdis) return { ok: false, message: priced.message }
    }
    const found = await deps.lookup.regoLookup(query.rego, state)
    if (found.ok)
      return withVehicleData(site, {
        make: found.value.make,
        model: found.value.model,
        year: found.value.year,
        badge: found.value.badge,
        marketPrice: null,
      })
    return { ok: false, message: found.message }
  }
}
