import type { VehicleIdentity } from '../vehicle-lookup.port.ts'

/**
 * A looked-up vehicle as a lookup answers when it knows only the make, model and year: the registration asked
 * about (ABC123 in Queensland unless given) and every other detail unknown (null).
 */
export const vehicleIdentity = (
  known: Pick<VehicleIdentity, 'make' | 'model' | 'year'> & Partial<VehicleIdentity>,
): VehicleIdentity => ({
  rego: 'ABC123',
  state: 'QLD',
  vin: null,
  badge: null,
  body: null,
  colour: null,
  fuel: null,
  transmission: null,
  ...known,
})
