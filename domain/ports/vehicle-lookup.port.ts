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
 * `timeout`: the provider did not answer in time (the website's lookup routes answer 504 for it);
 * `unavailable`: any other provider failure (502).
 */
export type LookupResult<T> = { ok: true; value: T } | { ok: false; reason: 'not_found' | 'unavailable' | 'invalid' | 'timeout'; message: string }

/** Rego / NEVDIS / Autograb lookups (SPEC §7). */
export interface VehicleLookupPort {
  regoLookup(rego: string, regoState: string): Promise<LookupResult<VehicleIdentity>>
  nevdis(input: { rego?: string; state?: string; vin?: string }): Promise<LookupResult<VehicleIdentity>>
  autograb(input: { rego: string; state: string; km?: number }): Promise<LookupResult<VehicleIdentity & MarketPrice>>
}
