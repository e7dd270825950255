import type { SearchUrlContext } from '../search-paths.ts'

const search: SearchUrlContext['search'] = {
  default_search_path: null,
  path_makes: [],
  make_refinement: null,
  default_city_filter: [],
  query_suffix: null,
  path_family: 'search',
  hits_per_page: 21,
}

/** Test tenants covering each path rule. */
export const carDealer: SearchUrlContext = {
  template: 'car',
  search: { ...search, path_makes: ['Toyota', 'Mercedes-Benz', 'Kia'] },
  makeModels: { Toyota: ['Corolla', 'Land Cruiser', 'HiLux'], Kia: ['Sportage'], Ford: ['Ranger'] },
}
export const truckDealer: SearchUrlContext = { template: 'trucks', search }
export const rvDealer: SearchUrlContext = { template: 'rv', search }
export const subscriptionDealer: SearchUrlContext = { template: 'subscription', search }
export const usedOnlyDealer: SearchUrlContext = {
  template: 'car',
  search: { ...search, default_search_path: '/search/used-cars' },
}
export const usedCarListDealer: SearchUrlContext = {
  template: 'car',
  search: { ...search, path_family: 'used-car-list' },
}
export const rentalDealer: SearchUrlContext = { template: 'car', search: { ...search, path_family: 'find' } }
export const suburbDealer: SearchUrlContext = {
  template: 'car',
  search: { ...search, default_city_filter: ['Southport', 'Nerang'], query_suffix: 'utm_source=nav' },
  makeModels: { Kia: ['Sportage', 'Sorento'] },
}
export const ALL_CONTEXTS = [
  carDealer,
  truckDealer,
  rvDealer,
  subscriptionDealer,
  usedOnlyDealer,
  usedCarListDealer,
  rentalDealer,
  suburbDealer,
]
