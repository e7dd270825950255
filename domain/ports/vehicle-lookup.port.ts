export interface VehicleIdentity {
  readonly rego: string
  readonly state: string
  readonly vin: string | null
  readonly make: string
  readonly model: string
  readonly badge: string | null
  readonly year: number
  readonly body: string | null
  readonly colour: string | null
  readonly fuel: string | null
  readonly transmission: string | null
}

export interface MarketPrice {
  readonly average_market_price: number | null
  readonly state_average_market_price: number | null
}

/**
 * Redbook's vehicle data for a make, model and year (and badge when known): the Redbook code and description of the
 * closest variant, with its specifications and new price. `redbook` sites only (SPEC §3 flag).
 */
export interface VehicleData {
  readonly redbook_code: string
  readonly description: string
  readonly badge: string | null
  readonly series: string | null
  readonly body: string | null
  readonly engine: string | null
  readonly fuel: string | null
  readonly transmission: string | null
  readonly seats: number | null
  readonly new_price: number | null
}

/**
 * `timeout`: the provider did not answer in time (the website's lookup routes answer 504 for it);
 * `unavailable`: any other provider failure (502).
 */
export type LookupResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not_found' | 'unavailable' | 'invalid' | 'timeout'; message: string }

/** Rego / NEVDIS / Autograb lookups (SPEC §7) and Redbook's vehicle data (SPEC §3 `redbook`). */
export interface VehicleLookupPort {
  regoLookup(rego: string, regoState: string): Promise<LookupResult<VehicleIdentity>>
  nevdis(input: { rego?: string; state?: string; vin?: string }): Promise<LookupResult<VehicleIdentity>>
  autograb(input: { rego: string; state: string; km?: number }): Promise<LookupResult<VehicleIdentity & MarketPrice>>
  /** the vehicle-data lookup (Redbook) */
  redbook(input: { make: string; model: string; year: number; badge?: string }): Promise<LookupResult<VehicleData>>
}
