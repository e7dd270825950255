import { makeSite, type SiteOverrides } from './site.fixture.ts'
import type { Tenant } from './tenant.schema.ts'

/** A tenant over `makeSite(overrides)` with no pages, FAQs, promos, reviews or demo stock, with `patch` over that. */
export const makeTenant = (overrides: SiteOverrides = {}, patch: Partial<Omit<Tenant, 'site'>> = {}): Tenant => ({
  site: makeSite(overrides),
  pages: [],
  faqs: [],
  promos: [],
  reviews: [],
  demo_stock: { count: 0, seed: 1, makes: [], car_types: [] },
  ...patch,
})
