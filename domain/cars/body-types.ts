/** SPEC §3 body types: a plain constant, so browser code that lists them does not pull in Schema. */
export const BODY_TYPES = [
  '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome',
  'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon',
] as const
