import type { VehicleIdentity } from '@domain/ports/vehicle-lookup.port.ts'

type Row = Omit<VehicleIdentity, 'badge' | 'body' | 'colour' | 'fuel' | 'transmission' | 'vin'> & {
  readonly badge?: string
  readonly body: string
  readonly colour: string
  readonly fuel: string
  readonly transmission: string
  /** national average market price of this vehicle today, for the Autograb-style lookup */
  readonly market: number
}

/** The demo lookup table: about twenty plausible AU/NZ registrations. */
export const DEMO_REGOS: readonly Row[] = [
  { rego: 'ABC123', state: 'QLD', make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2019, body: 'hatch', colour: 'White', fuel: 'Petrol', transmission: 'Automatic', market: 21500 },
  { rego: 'XYZ789', state: 'NSW', make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', year: 2020, body: 'suv', colour: 'Soul Red', fuel: 'Petrol', transmission: 'Automatic', market: 31900 },
  { rego: '1ABC234', state: 'VIC', make: 'Ford', model: 'Ranger', badge: 'XLT', year: 2018, body: 'ute', colour: 'Grey', fuel: 'Diesel', transmission: 'Automatic', market: 38900 },
  { rego: 'DEF456', state: 'QLD', make: 'Hyundai', model: 'i30', badge: 'Active', year: 2017, body: 'hatch', colour: 'Blue', fuel: 'Petrol', transmission: 'Manual', market: 14900 },
  { rego: 'GHI012', state: 'NSW', make: 'Kia', model: 'Sportage', badge: 'SX', year: 2021, body: 'suv', colour: 'Silver', fuel: 'Petrol', transmission: 'Automatic', market: 33400 },
  { rego: 'JKL345', state: 'WA', make: 'Toyota', model: 'HiLux', badge: 'SR5', year: 2016, body: 'ute', colour: 'White', fuel: 'Diesel', transmission: 'Automatic', market: 36900 },
  { rego: 'MNO678', state: 'SA', make: 'Mitsubishi', model: 'Outlander', badge: 'ES', year: 2019, body: 'suv', colour: 'Black', fuel: 'Petrol', transmission: 'Automatic', market: 23900 },
  { rego: 'PQR901', state: 'VIC', make: 'Volkswagen', model: 'Golf', badge: '110TSI', year: 2018, body: 'hatch', colour: 'White', fuel: 'Petrol', transmission: 'Automatic', market: 22400 },
  { rego: 'STU234', state: 'QLD', make: 'Nissan', model: 'Navara', badge: 'ST', year: 2020, body: 'ute', colour: 'Orange', fuel: 'Diesel', transmission: 'Automatic', market: 35900 },
  { rego: 'VWX567', state: 'TAS', make: 'Subaru', model: 'Forester', badge: '2.5i-L', year: 2017, body: 'suv', colour: 'Green', fuel: 'Petrol', transmission: 'Automatic', market: 20900 },
  { rego: 'YZA890', state: 'ACT', make: 'Honda', model: 'Civic', badge: 'VTi-S', year: 2019, body: 'sedan', colour: 'Red', fuel: 'Petrol', transmission: 'Automatic', market: 22900 },
  { rego: 'BCD123', state: 'NT', make: 'Isuzu', model: 'D-Max', badge: 'LS-U', year: 2021, body: 'ute', colour: 'White', fuel: 'Diesel', transmission: 'Automatic', market: 45900 },
  { rego: 'EFG456', state: 'NSW', make: 'Tesla', model: 'Model 3', badge: 'Standard Range Plus', year: 2021, body: 'sedan', colour: 'White', fuel: 'Electric', transmission: 'Automatic', market: 44900 },
  { rego: 'HIJ789', state: 'VIC', make: 'BMW', model: 'X3', badge: 'xDrive20d', year: 2018, body: 'suv', colour: 'Black', fuel: 'Diesel', transmission: 'Automatic', market: 39900 },
  { rego: 'KLM012', state: 'QLD', make: 'Mazda', model: 'BT-50', badge: 'XT', year: 2022, body: 'ute', colour: 'Grey', fuel: 'Diesel', transmission: 'Automatic', market: 42900 },
  { rego: 'NOP345', state: 'WA', make: 'Suzuki', model: 'Swift', badge: 'GL Navigator', year: 2020, body: 'hatch', colour: 'Yellow', fuel: 'Petrol', transmission: 'Automatic', market: 16900 },
  { rego: 'QRS678', state: 'SA', make: 'Holden', model: 'Commodore', badge: 'SV6', year: 2015, body: 'sedan', colour: 'Red', fuel: 'Petrol', transmission: 'Automatic', market: 17900 },
  { rego: 'TUV901', state: 'QLD', make: 'Harley-Davidson', model: 'Street Glide', year: 2019, body: 'motorcycle', colour: 'Black', fuel: 'Petrol', transmission: 'Manual', market: 29900 },
  { rego: 'KWI123', state: 'NZ', make: 'Toyota', model: 'Aqua', badge: 'S', year: 2016, body: 'hatch', colour: 'Silver', fuel: 'Hybrid', transmission: 'Automatic', market: 13900 },
  { rego: 'NZL456', state: 'NZ', make: 'Mazda', model: 'Demio', badge: '13S', year: 2017, body: 'hatch', colour: 'Blue', fuel: 'Petrol', transmission: 'Automatic', market: 11900 },
]
