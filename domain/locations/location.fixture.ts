import type { Location } from './location.schema.ts'

/** A visible primary sales yard at 1 Main St in the given Queensland town, with `over` replacing any field. */
export const makeLocation = (town: string, postcode: string, over: Partial<Location> = {}): Location => ({
  id: 1,
  dealership_id: 1,
  name: town,
  slug: town.toLowerCase(),
  position: 1,
  primary: true,
  visible: true,
  location_type: 'sales',
  dealer_license_number: null,
  contact_detail: { phone: '07 3000 0000', opening_hours: [] },
  address: {
    street: '1 Main St',
    city: town,
    state: 'QLD',
    postcode,
    lat: null,
    long: null,
    place_id: null,
    place_url: null,
    full: `1 Main St, ${town} QLD ${postcode}`,
    map_url: null,
  },
  manufacturers: [],
  ...over,
})
