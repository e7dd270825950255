import { defineSettings, bothOrNeither, type SettingValues } from '@domain/configuration/setting.ts'
import type { LookupResult, VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { createVehicleLookupRest, DEFAULT_LOOKUP_TIMEOUT_MS } from './vehicle-lookup-rest.ts'

/** What the NEVDIS / Autograb provider's adapter reads from the environment. */
export const VEHICLE_LOOKUP_REST_SETTINGS = defineSettings({
  VEHICLE_LOOKUP_URL: {
    purpose: 'NEVDIS / Autograb provider base URL',
    kind: 'url',
    affects:
      'tenants with flags.nevdis (/api/nevdis), flags.autograb (/api/simple-autograb-lookup), every trade-in rego lookup',
  },
  VEHICLE_LOOKUP_API_KEY: {
    purpose: 'NEVDIS / Autograb provider key',
    kind: 'secret',
    affects: 'as VEHICLE_LOOKUP_URL (both or neither)',
  },
  VEHICLE_LOOKUP_TIMEOUT_MS: {
    purpose: 'whole vehicle lookup timeout in ms; past it the route answers 504',
    kind: 'ms',
    default: '6000',
    affects: 'the three lookup routes',
  },
})

type Values = SettingValues<typeof VEHICLE_LOOKUP_REST_SETTINGS>

export const vehicleLookupRestProblems = (values: Values): string[] =>
  bothOrNeither(values, 'VEHICLE_LOOKUP_URL', 'VEHICLE_LOOKUP_API_KEY')

/** Without the provider's address every lookup is 'unavailable' (the routes answer 502 JSON). */
const unconfiguredLookup = (): VehicleLookupPort => {
  const none = async (): Promise<LookupResult<never>> => ({
    ok: false,
    reason: 'unavailable',
    message: 'Vehicle lookup is not available on this site. Please enter your vehicle details.',
  })
  return { regoLookup: none, nevdis: none, autograb: none, redbook: none }
}

/** NEVDIS / Autograb / trade-in rego lookups through the provider; 'unavailable' unconfigured. */
export function vehicleLookupRestFromSettings(
  values: Values,
  deps: { readonly fetch?: typeof fetch } = {},
): VehicleLookupPort {
  return values.VEHICLE_LOOKUP_URL && values.VEHICLE_LOOKUP_API_KEY
    ? createVehicleLookupRest({
        baseUrl: values.VEHICLE_LOOKUP_URL,
        apiKey: values.VEHICLE_LOOKUP_API_KEY,
        timeoutMs: values.VEHICLE_LOOKUP_TIMEOUT_MS
          ? Number(values.VEHICLE_LOOKUP_TIMEOUT_MS)
          : DEFAULT_LOOKUP_TIMEOUT_MS,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
    : unconfiguredLookup()
}
