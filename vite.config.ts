import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { precompressPlugin } from './scripts/precompress.mjs'

/**
 * React, React DOM, the router and Start, and TanStack Query (the router's data layer: its client wraps every page):
 * on every page, so one cacheable framework file instead of a dozen small ones (each a round trip for a phone on
 * HTTP/1.1). Everything else stays split per route and per interaction.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|start-client-core|react-start-client|react-start|query-core|react-query)|seroval|seroval-plugins|tiny-invariant|tiny-warning|cookie-es|h3|use-sync-external-store)[\\/]/

/**
 * Start's client entry modules import the app (hydrateStart imports our router and start instance). A group takes
 * in its modules' dependencies, so matching any of them pulled the whole app into the group and rolldown folded
 * it back into the entry chunk: the framework chunk silently did not exist. They stay in the entry chunk (a few
 * hundred bytes); tests/budgets checks the framework chunk exists and never imports the app.
 */
const IMPORTS_THE_APP =
  /node_modules[\\/]@tanstack[\\/](react-start|react-start-client[\\/]|start-client-core[\\/]dist[\\/]esm[\\/]client[\\/](index|hydrateStart)\.js)/
const isFramework = (id: string) => FRAMEWORK.test(id) && !IMPORTS_THE_APP.test(id)

/**
 * Route families: the components the home page, the listing and the vehicle page load, grouped so that a page makes
 * a handful of requests rather than one per shared component (rolldown gives each module set shared by a different
 * set of routes its own file, many of a few hundred bytes). Each family holds only what its pages render at load:
 * `vehicle-common` is what all three show (kept markup, favourite button, vehicle image, the compact car list, card tag, vehicle
 * and finance links, validators, phone rules), `cards` what home's search widget and the listing share (native selects,
 * the range filter, the search codec's request and paging rules, promotion pictures, the text order of makes and
 * facets), `car-pricing` the finance strip, repayments, reservability and odometer the listing's cards and the
 * vehicle page share, with the lead dialogs' trigger buttons (small: the vehicle page's and model pages', which
 * load this file with the card; a file of their own would be one more request on the vehicle page), `home-page` home's own route
 * split and widgets (search widget, promotion slider, reviews), `locations` the dealership cards and opening hours (home, location pages; the vehicle page's own card uses
 * the hours), `listing-page` (with the listing's vehicle card, also on model pages) and `vehicle-page` each page's own route
 * splits and components. Interaction
 * code (lead dialog, form engine, disclaimer popover) stays in its own lazily fetched files.
 */
const FAMILIES: readonly [family: string, test: RegExp][] = [
  [
    'vehicle-common',
    /[\\/](web[\\/]components[\\/]markup[\\/]|domain[\\/]favourites[\\/]|web[\\/]components[\\/]garage[\\/](garage-session|favourites-store|FavouriteButton)\.|domain[\\/]validation[\\/]validators\.|web[\\/]components[\\/]vehicle[\\/]analytics\.|web[\\/]components[\\/]images[\\/]|web[\\/]components[\\/]vehicle-card[\\/]SimpleCarList\.|domain[\\/]links[\\/](finance-links|vehicle-paths)\.|domain[\\/]tags[\\/]card-tag\.|domain[\\/]phone[\\/]normalise-phone\.|domain[\\/]kernel[\\/]pair-map\.|domain[\\/]locale[\\/]range-text\.|domain[\\/]pricing[\\/](format-price|price-display)\.|domain[\\/]stock[\\/]availability\.|domain[\\/]locale[\\/]group-thousands\.)/,
  ],
  [
    'car-pricing',
    /[\\/](domain[\\/]finance[\\/](finance-strip|repayment|eligibility|lender-key)\.|domain[\\/]pricing[\\/]reservable\.|domain[\\/]cars[\\/](card-car|odometer)\.|web[\\/]components[\\/]forms[\\/]LeadFormDialog\.)/,
  ],
  [
    'cards',
    /[\\/](domain[\\/]cars[\\/]vehicle-name\.|domain[\\/]locale[\\/]compare-text\.|domain[\\/]locale[\\/]locale-defaults\.|web[\\/]components[\\/]search[\\/](HrefLink|NativeSelect|RangeFilter)\.|domain[\\/]search[\\/](price-slider|search-request|paging|sort-options)\.|domain[\\/]locale[\\/]breakpoints\.|web[\\/]components[\\/]search[\\/]ChoiceSelect\.|web[\\/]components[\\/]promos[\\/]TcpoLogo\.|domain[\\/]promos[\\/](promo-image|tcpo-logo)\.)/,
  ],
  [
    'home-page',
    /[\\/](web[\\/]routes[\\/]index\.tsx|domain[\\/]reviews[\\/](reviews|date-in-words)\.|domain[\\/]search[\\/]home-widget-setup\.|web[\\/]components[\\/]home[\\/]|web[\\/]components[\\/]reviews[\\/]|web[\\/]components[\\/]promos[\\/]PromoSlider\.|web[\\/]components[\\/]search[\\/](HomeSearchWidget|home-widget))/,
  ],
  [
    'listing-page',
    /[\\/](web[\\/]components[\\/]vehicle-card[\\/](VehicleCard|kept-card-model|FinanceDisclaimer|card-markup)\.|domain[\\/]cars[\\/]vehicle-card-model\.|web[\\/]routes[\\/](search|find|used-car)[\\/]|web[\\/]components[\\/]search[\\/](ListingPage|ListingError|ActiveFilters|FacetMenu|facet-options|menu-markup|KeywordField|Pagination|PromoTile|SortSelect)\.|web[\\/]search[\\/](listing-search\.queries|use-listing|listing-load|listing\.queries)\.|domain[\\/]search[\\/](active-filters|facet-labels|page-window)\.|domain[\\/]search[\\/](search-status|listing-data|listing-facets|packed-cards|disclaimer-figures)\.|web[\\/]search[\\/]listing-(un)?pack\.|domain[\\/]promos[\\/]promo-cards\.|web[\\/]components[\\/]layout[\\/]RenderApart\.)/,
  ],
  [
    'locations',
    /[\\/](web[\\/]components[\\/]locations[\\/](LocationCard|LocationContact|OpeningHours)\.|domain[\\/]locations[\\/]opening-hours\.)/,
  ],
  [
    'vehicle-page',
    /[\\/](web[\\/]routes[\\/](cars[\\/]\$slug[\\/]index|motorcycles[\\/]\$slug|campers[\\/]\$slug)\.tsx|web[\\/]components[\\/]vehicle[\\/](VehicleDetailPage|Gallery|SpecsTable|PriceBlock|calculator-fields|FinanceCalculator|tracking-client|PhoneReveal|LocationCard|VehicleActions|SimilarCars|StaticMarkup)\.|domain[\\/]pricing[\\/]below-market\.|domain[\\/]phone[\\/]mask-phone\.|web[\\/]vehicle[\\/]detail-head\.|application[\\/]vehicles[\\/]detail-head\.|domain[\\/]seo[\\/]car-json-ld\.|domain[\\/]cars[\\/]spec-rows\.|domain[\\/]links[\\/]site-origin\.)/,
  ],
]
const familyOf = (id: string) => FAMILIES.find(([, test]) => test.test(id))?.[0] ?? null

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: '127.0.0.1', allowedHosts: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: isFramework, priority: 3 },
                // what the entry imports statically (the route tree, the shell, the site hooks) is on every page:
                // one file instead of twenty small ones of a few hundred bytes, each a request
                { name: 'app', tags: ['$initial'], priority: 2 },
                // only the modules named: a family never takes in what its modules import
                {
                  name: familyOf,
                  debugName: 'route-families',
                  test: (id: string) => familyOf(id) !== null,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'web', router: { routesDirectory: 'routes' } }),
    viteReact(),
    precompressPlugin(),
  ],
})
