import type { VehicleIdentity } from '../ports/vehicle-lookup.port.ts'

/** Just the identity fields of a looked-up vehicle: a provider's answer or a priced lookup carries more, and what
 * crosses to the browser or into our own shapes is these and nothing else. */
export const vehicleIdentityOf = (v: VehicleIdentity): VehicleIdentity => ({
  rego: v.rego,
  state: v.state,
  vin: v.vin,
  make: v.make,
  model: v.model,
  badge: v.badge,
  year: v.year,
  body: v.body,
  colour: v.colour,
  fuel: v.fuel,
  transmission: v.transmission,
})
