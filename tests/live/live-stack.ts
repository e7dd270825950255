import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PaymentProvider } from '@domain/tenancy/site-config.schema.ts'
import { isReservable } from '@domain/pricing/reservable.ts'
import { isListed } from '@domain/stock/stock-filter.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { asDashboardAnswer, everyFieldDashboardSite } from '@adapters/dashboard-rest/testing/dashboard-site.fixture.ts'
import { fixedStock } from '../contract/support/fixed-stock.ts'
import { meiliEngine } from '../contract/support/meili-engine.ts'
import { applySearchRules, authorize, corsHeaders, type FakeKey } from '../contract/support/tenant-token-auth.ts'
import { startLoopback, type Answer, type Loopback, type Received } from './support/loopback.ts'
import { fakePaymentsEnv, startFakePayments } from './support/fake-payments.ts'
import {
  FAKE_TURNSTILE_SECRET,
  FAKE_TURNSTILE_SITE_KEY,
  fakeSiteverify,
  siteverifyCalls,
} from './support/fake-turnstile.ts'
import { startLoopbackSmtp, type LoopbackSmtp } from './support/loopback-smtp.ts'

/**
 * The services live mode talks to, played on loopback (127.0.0.1, free ports): the dealer dashboard, the CRM
 * (leads and vehicle events), the vehicle lookup provider and Meilisearch (the search suite's engine, which
 * really evaluates the filters it is sent against a fixed stock). `env` is what the app needs to use them.
 */
export const LIVE_CREDENTIALS = {
  username: 'live-e2e',
  password: 'live-e2e-password',
  meiliKey: 'live-e2e-meili-key',
  /** the search-only key that signs browsers' tenant tokens (its uid is looked up by the app with the admin key) */
  meiliSearchKey: 'live-e2e-meili-search-key',
  lookupKey: 'live-e2e-lookup-key',
  /** the mail server login sign-in codes are sent with */
  smtp: { user: 'live-e2e-mailer', pass: 'live-e2e-mail:pass' },
} as const

/** The sender address of live sign-in emails. */
export const LIVE_MAIL_FROM = 'no-reply@live-e2e.test'

/** What the dashboard's configuration of each tenant changes, so a test can see the live config is served. */
export const LIVE_TAGLINE = 'Configured live from the dashboard'

/**
 * The publishable keys each paying tenant's live configuration carries (what the providers' browser scripts are
 * given); the tenant files' own keys are kept where they have one.
 */
export const LIVE_PUBLISHABLE_KEYS = {
  stripe: 'pk_test_live_e2e_dashboard',
  till: 'live-e2e-till-public-integration-key',
  st_george: 'T10000_PUB_live_e2e',
} as const
/** Deposit (dollars) on every live car's payment processor: the server must charge this, not the site default. */
export const LIVE_PROCESSOR_DEPOSIT = 750

const providerCode = (provider: PaymentProvider): keyof typeof LIVE_PUBLISHABLE_KEYS =>
  provider.toLowerCase().replace(/\s+/g, '_') as keyof typeof LIVE_PUBLISHABLE_KEYS

/** The one registration the provider knows. */
export const KNOWN_REGO = {
  rego: 'LIV123',
  state: 'QLD',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  year: 2019,
  average_market_price: 21_500,
  state_average_market_price: 21_900,
} as const
/** what the fake provider's Redbook answers for KNOWN_REGO's vehicle */
export const REDBOOK = {
  code: 'AUVTOYO2019AEDA',
  description: '2019 Toyota Corolla Ascent Sport Hatchback 5dr Auto CVT',
  newPrice: 26_990,
} as const

const root = resolve(import.meta.dirname, '../..')

interface TenantSite {
  id: number
  slug: string
  dealership_id: number
  dealerships: { id: number; slug: string }[]
  locations: { id: number }[]
}

/**
 * One more tenant for live mode only: every SPEC §3 field away from its default, its tenant file written in the
 * dashboard's shape (tests/browser/live-every-field.spec.ts checks the site shows each).
 */
export const EVERY_FIELD_SLUG = 'every-field'
export const EVERY_FIELD_WIDGET = { key: 'impel-key-1', script: 'https://impel.example/w.js' } as const
/** what the fake dashboard answers the every-field site for website_session_data.json and manufacturers/{slug}.json */
export const EVERY_FIELD_NOTICE = {
  message: 'Live notice from the dashboard',
  link_url: '/contact',
  link_label: 'Contact us',
} as const
export const EVERY_FIELD_BRAND = {
  tagline: 'Brand content from the dashboard',
  modelSummary: 'Model summary from the dashboard',
} as const
export const everyFieldTenant = () => ({
  site: {
    ...everyFieldDashboardSite(EVERY_FIELD_SLUG, 1099),
    third_party_keys: { impel_key: EVERY_FIELD_WIDGET.key, impel_script: EVERY_FIELD_WIDGET.script },
  },
  demo_stock: { seed: 1099 },
})

/** The tenant files live mode serves: the demo tenants and the every-field tenant, in a directory of their own. */
export const LIVE_TENANTS_DIR = ((): string => {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-live-tenants-'))
  const sites = join(root, 'tenants/sites')
  for (const name of readdirSync(sites).filter((n) => n.endsWith('.json')))
    writeFileSync(join(dir, name), readFileSync(join(sites, name)))
  writeFileSync(join(dir, `${EVERY_FIELD_SLUG}.json`), JSON.stringify(everyFieldTenant()))
  return dir
})()

export function tenantFiles(): { site: TenantSite & Record<string, unknown> }[] {
  const dir = LIVE_TENANTS_DIR
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')))
}

/**
 * The every-field tenant's sold window is 9 days (include_sold_cars_days): two used cars of its own sold 5 and 12
 * days ago, one inside it (outside the default 3 days) and one past it (tests/browser/live-every-field.spec.ts).
 */
export const SOLD_WINDOW_CARS = [
  { n: 9001, daysAgo: 5 },
  { n: 9002, daysAgo: 12 },
] as const

/** Each tenant's fixed stock: 60 cars, ids `{websiteId}-{n}`, at the tenant's own dealership and first location. */
export function liveStock(site: TenantSite): Car[] {
  const dealership = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]!
  const now = Date.now()
  const cars = fixedStock(60, {
    seed: site.id,
    prefix: String(site.id),
    dealershipId: dealership.id,
    dealershipSlug: dealership.slug,
  }).map((car) => ({
    ...car,
    location_id: site.locations[0]!.id,
    // the fixed stock is dated January 2025; move it to today so 'sold within 3 days' means what it says
    created_at_timestamp: car.created_at_timestamp - Date.UTC(2025, 0, 15) + now,
    sold_date_timestamp:
      car.sold_date_timestamp === null ? null : car.sold_date_timestamp - Date.UTC(2025, 0, 15) + now,
  }))
  if (site.slug !== EVERY_FIELD_SLUG) return cars
  const base = cars.find(
    (c) =>
      c.car_type === 'used' && c.status === 'in_stock' && c.show_on_dealer_website && c.price !== null && c.price > 0,
  )!
  const sold = SOLD_WINDOW_CARS.map(({ n, daysAgo }): Car => {
    const id = `${site.id}-${n}`
    return {
      ...base,
      id,
      slug: base.slug.replace(new RegExp(`${base.id}$`), id),
      stocknum: `SOLD${n}`,
      status: 'sold',
      sold: true,
      sold_date_timestamp: now - daysAgo * 86_400_000,
    }
  })
  return [...cars, ...sold]
}

export interface LiveStack {
  readonly dashboard: Loopback
  readonly crm: Loopback
  readonly provider: Loopback
  readonly meili: Loopback
  /** Stripe, Till and PayWay (tests/live/support/fake-payments.ts) */
  readonly payments: Loopback
  /** the mail server sign-in codes go to (SMTP), and an HTTP window on what it received: GET /__received */
  readonly smtp: LoopbackSmtp
  readonly mailbox: Loopback
  /** Cloudflare Turnstile's siteverify (tests/live/support/fake-turnstile.ts); GET /__received lists what it was asked */
  readonly turnstile: Loopback
  readonly stock: ReadonlyMap<string, readonly Car[]>
  /** the variables that point live mode at these servers */
  readonly env: Record<string, string>
  close(): Promise<void>
}

const BASIC = `Basic ${Buffer.from(`${LIVE_CREDENTIALS.username}:${LIVE_CREDENTIALS.password}`).toString('base64')}`

/** Every server answers GET /__received with what it was sent (newest last), for the browser tests to check. */
const received = (list: Received[]) => ({
  json: list
    .filter((r) => r.path !== '/__received')
    .map((r) => ({
      method: r.method,
      url: r.url,
      json: r.json,
      authorization: r.headers.authorization ?? null,
      origin: r.headers.origin ?? null,
    })),
})

/** The fake Meilisearch's keys: the admin key the server searches with, and the search key tenant tokens are signed with. */
const MEILI_KEYS: readonly FakeKey[] = [
  { key: LIVE_CREDENTIALS.meiliKey, uid: '0b6bd0a3-6f4e-4c43-9d4a-2f2a1c1e9a01', actions: ['*'] },
  { key: LIVE_CREDENTIALS.meiliSearchKey, uid: '7a1f6c2e-3b5d-4e8f-a9c0-1d2e3f4a5b6c', actions: ['search'] },
]

export async function startLiveStack(): Promise<LiveStack> {
  const tenants = tenantFiles()
  const stock = new Map(tenants.map((t) => [t.site.slug, liveStock(t.site)]))
  const byWebsite = new Map(tenants.map((t) => [t.site.id, t.site.slug]))
  const decoded = new Map(loadTenants(LIVE_TENANTS_DIR).map((t) => [t.site.slug, t.site]))
  /** What the dashboard answers for a car: its payment processor where the tenant takes payments online. */
  const dashboardCar = (slug: string, car: Car): Car => {
    const provider = decoded.get(slug)?.checkout.payment_provider
    if (!provider) return car
    const code = providerCode(provider)
    return {
      ...car,
      payment_processors: [
        {
          authorization_type: code,
          authorization_key: LIVE_PUBLISHABLE_KEYS[code],
          deposit_amount: LIVE_PROCESSOR_DEPOSIT,
        },
      ],
      has_checkout_payment_processor: true,
    }
  }

  const dashboard = await startLoopback()
  dashboard.handle((r) => {
    if (r.path === '/__received') return received(dashboard.received)
    // for the checkout tests: the cars of a tenant that are listed and can be reserved online
    const reservable = /^\/__reservable\/([a-z0-9-]+)$/.exec(r.path)
    if (reservable) {
      const slug = reservable[1]!
      const site = decoded.get(slug)
      const now = Date.now()
      const cars = (stock.get(slug) ?? [])
        .map((c) => dashboardCar(slug, c))
        .filter((c) => site && isListed(c, site, now) && isReservable(c, site))
      return { json: cars.map((c) => ({ id: c.id, slug: c.slug, name: c.name })) }
    }
    // for the browser tests: a tenant's stock as the dashboard holds it (status, sale age, lender figures)
    const held = /^\/__stock\/([a-z0-9-]+)$/.exec(r.path)
    if (held) {
      const now = Date.now()
      return {
        json: (stock.get(held[1]!) ?? []).map((c) => ({
          id: c.id,
          slug: c.slug,
          make: c.make,
          model: c.model,
          status: c.status,
          car_type: c.car_type,
          show_on_dealer_website: c.show_on_dealer_website,
          price: c.price,
          sold_days_ago: c.sold_date_timestamp === null ? null : (now - c.sold_date_timestamp) / 86_400_000,
          finance_lenders: c.finance_lenders,
        })),
      }
    }
    if (r.headers.authorization !== BASIC) return { status: 401, json: { error: 'bad credentials' } }
    let m: RegExpExecArray | null
    m = /^\/websites\/([a-z0-9-]+)\/site_config\.json$/.exec(r.path)
    if (m) {
      const tenant = tenants.find((t) => t.site.slug === m![1])
      if (!tenant) return { json: { status: 404 } }
      // One index holds every dealer's cars, as a shared production index does: each site's configuration
      // carries the search filter that keeps it to its own dealership.
      const dealership =
        tenant.site.dealerships.find((d) => d.id === tenant.site.dealership_id) ?? tenant.site.dealerships[0]!
      const search = {
        ...(tenant.site.search as object | undefined),
        search_filters: [`dealership_slug = "${dealership.slug}"`],
      }
      const provider = (tenant.site.checkout as { payment_provider?: PaymentProvider | null } | undefined)
        ?.payment_provider
      const keys = provider
        ? { [`${providerCode(provider)}_publishable_key`]: LIVE_PUBLISHABLE_KEYS[providerCode(provider)] }
        : {}
      // every live site's lead forms use Turnstile: the one widget of the fake siteverify
      const third_party_keys = {
        ...keys,
        turnstile_site_key: FAKE_TURNSTILE_SITE_KEY,
        ...(tenant.site.third_party_keys as Record<string, string> | undefined),
      }
      // answered in the dashboard's own field names (SPEC §3), read through the anti-corruption mapping
      const site = decoded.get(tenant.site.slug as string)!
      // the every-field tenant keeps its own search_filters (car_type = "used"): its scope is added by the site
      const search_filters = site.slug === EVERY_FIELD_SLUG ? site.search.search_filters : search.search_filters
      return { json: { ...asDashboardAnswer(site), tagline: LIVE_TAGLINE, search_filters, third_party_keys } }
    }
    m = /^\/websites\/(\d+)\/cars\/([A-Za-z0-9_-]+)\.json$/.exec(r.path)
    if (m) {
      const slug = byWebsite.get(Number(m[1])) ?? ''
      const found = stock.get(slug)?.find((c) => c.id === m![2])
      const car = found ? dashboardCar(slug, found) : undefined
      return car
        ? {
            json: {
              ...car,
              finance_lenders: { ...car.finance_lenders, Dashboard: { paymentWeek: 123, interestRate: 8.5 } },
            },
          }
        : { json: { status: 404, error: 'Not found' } }
    }
    if (/^\/dealerships\/\d+\/available_(service|appointment)_bookings\.json$/.test(r.path)) {
      const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
      return {
        json: [
          { date: day(1), times: ['09:00', '10:00'] },
          { date: day(2), times: ['11:00'] },
        ],
      }
    }
    if (/^\/websites\/\d+\/search_pages\.json$/.test(r.path)) return { json: [] }
    // the every-field site's session data carries the dealer's notice; the others' none
    m = /^\/api\/v1\/websites\/(\d+)\/website_session_data\.json$/.exec(r.path)
    if (m) {
      return { json: byWebsite.get(Number(m[1])) === EVERY_FIELD_SLUG ? { notice: EVERY_FIELD_NOTICE } : {} }
    }
    m = /^\/manufacturers\/([a-z0-9-]+)\.json$/.exec(r.path)
    if (m) {
      // named as the website's stock spells the make; the every-field site's makes come with brand-page content
      const slug = m[1]!
      const every =
        byWebsite.get(Number(new URLSearchParams(r.url.split('?')[1] ?? '').get('website_id'))) === EVERY_FIELD_SLUG
      const models = [
        ...new Set(
          (stock.get(EVERY_FIELD_SLUG) ?? [])
            .filter((c) => c.make.toLowerCase().replace(/[^a-z0-9]+/g, '-') === slug)
            .map((c) => c.model),
        ),
      ]
      const name =
        (stock.get(EVERY_FIELD_SLUG) ?? []).find((c) => c.make.toLowerCase().replace(/[^a-z0-9]+/g, '-') === slug)
          ?.make ?? slug
      const content = every
        ? {
            tagline: EVERY_FIELD_BRAND.tagline,
            models: models.slice(0, 1).map((model) => ({
              name: model,
              summary: EVERY_FIELD_BRAND.modelSummary,
              from_price: 12_345,
              highlights: ['From the dashboard'],
            })),
          }
        : {}
      return { json: { id: 1, name, slug, logo: null, ...content } }
    }
    return { status: 404, json: { error: `no such dashboard path ${r.path}` } }
  })

  let nextLead = 5000
  const crm = await startLoopback()
  crm.handle((r) => {
    if (r.path === '/__received') return received(crm.received)
    if (r.method === 'POST' && r.path === '/api/leads') return { status: 201, json: { id: nextLead++ } }
    // Car Clarity, for the tenants whose leads go there (metro-auto-group): the same fake, its own path
    if (r.method === 'POST' && r.path === '/api/carClarityCustomer') return { status: 201, json: { id: nextLead++ } }
    const put = /^\/api\/leads\/([^/]+)$/.exec(r.path)
    if (r.method === 'PUT' && put) return { json: { id: Number(put[1]) } }
    if (r.method === 'POST' && r.path.startsWith('/api/events/')) return { status: 201, json: { ok: true } }
    return { status: 404, json: { error: `no such CRM path ${r.path}` } }
  })

  const provider = await startLoopback()
  provider.handle((r) => {
    if (r.path === '/__received') return received(provider.received)
    if (r.headers.authorization !== `Bearer ${LIVE_CREDENTIALS.lookupKey}`)
      return { status: 401, json: { error: 'bad key' } }
    const body = (r.json ?? {}) as { rego?: string; make?: string; model?: string; year?: number }
    // Redbook (SPEC §3 redbook): the known vehicle's data, by make, model and year
    if (r.path === '/redbook') {
      if (body.make !== KNOWN_REGO.make || body.model !== KNOWN_REGO.model || body.year !== KNOWN_REGO.year)
        return { status: 404, json: { error: 'not found' } }
      return {
        json: {
          vehicle: { redbook_code: REDBOOK.code, description: REDBOOK.description, new_price: REDBOOK.newPrice },
        },
      }
    }
    if (body.rego !== KNOWN_REGO.rego) return { status: 404, json: { error: 'not found' } }
    const { average_market_price, state_average_market_price, ...vehicle } = KNOWN_REGO
    if (r.path === '/nevdis') return { json: { vehicle } }
    if (r.path === '/autograb')
      return { json: { vehicle: { ...vehicle, average_market_price, state_average_market_price } } }
    return { status: 404, json: { error: 'no such provider path' } }
  })

  // One index holding every tenant's cars: the adapter's tenant filters keep each site to its own.
  // Its documents are the dashboard's cars, payment processors included: a card offers buying online from them.
  const engine = meiliEngine([...stock.entries()].flatMap(([slug, cars]) => cars.map((car) => dashboardCar(slug, car))))
  const meili = await startLoopback()
  const meiliError = (status: number, code: string, message: string) => ({
    status,
    json: { message, code, type: 'invalid_request', link: '' },
  })
  meili.handle((r) => {
    if (r.path === '/__received') return received(meili.received)
    // as a real Meilisearch: any origin may call it, preflight included (the browser searches it directly)
    if (r.method === 'OPTIONS') return { status: 204, text: '', headers: corsHeaders(r.headers) }
    const answer = ((): Exclude<Answer, 'hang'> => {
      try {
        return meiliAnswer(r)
      } catch (error) {
        // a request the fake cannot read is a 400, as Meilisearch answers; it must never take the stack down
        return meiliError(
          400,
          'bad_request',
          `fake could not answer: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    })()
    return { ...answer, headers: { 'access-control-allow-origin': '*' } }
  })
  const meiliAnswer = (r: Received): Exclude<Answer, 'hang'> => {
    const access = authorize(r.headers.authorization, MEILI_KEYS, Date.now())
    if (!access.ok) return { status: access.status, json: access.body }
    const key = /^\/keys\/([^/]+)$/.exec(r.path)
    if (r.method === 'GET' && key) {
      if (access.rules !== null || !access.key.actions.includes('*'))
        return meiliError(403, 'invalid_api_key', 'The provided API key is invalid.')
      const found = MEILI_KEYS.find((k) => k.key === decodeURIComponent(key[1]!) || k.uid === key[1])
      return found
        ? { json: { uid: found.uid, key: found.key, actions: found.actions, indexes: ['*'] } }
        : meiliError(404, 'api_key_not_found', 'API key not found.')
    }
    if (r.method === 'POST' && r.path === '/multi-search') {
      const ruled = applySearchRules(r.json as Parameters<typeof engine.multiSearch>[0], access.rules)
      return ruled.ok ? { json: engine.multiSearch(ruled.body) } : { status: ruled.status, json: ruled.body }
    }
    if (r.path === '/health') return { json: { status: 'available' } }
    return meiliError(404, 'not_found', `not played: ${r.method} ${r.path}`)
  }

  const payments = await startFakePayments()

  const smtp = await startLoopbackSmtp({ ...LIVE_CREDENTIALS.smtp })
  const mailbox = await startLoopback()
  mailbox.handle((r) => {
    if (r.path === '/__received') return { json: smtp.messages.map(({ raw: _raw, ...m }) => m) }
    // a test makes the mail server refuse or hang the next messages, then puts it back
    const behave = /^\/__behave\/(accept|refuse|hang)$/.exec(r.path)
    if (r.method === 'POST' && behave) {
      smtp.behave(behave[1] as 'accept' | 'refuse' | 'hang')
      return { json: { ok: true } }
    }
    return { status: 404, json: { error: 'no such mailbox path' } }
  })

  const turnstile = await startLoopback()
  const siteverify = fakeSiteverify()
  turnstile.handle((r) => (r.path === '/__received' ? { json: siteverifyCalls(turnstile.received) } : siteverify(r)))

  const env = {
    ...fakePaymentsEnv(payments.url),
    ADAPTERS: 'live',
    TENANTS_DIR: LIVE_TENANTS_DIR,
    TENANT_ASSETS_DIR: join(root, 'tenants/assets'),
    DASHBOARD_URL: dashboard.url,
    DASHBOARD_USERNAME: LIVE_CREDENTIALS.username,
    DASHBOARD_PASSWORD: LIVE_CREDENTIALS.password,
    DASHBOARD_TIMEOUT_MS: '2000',
    LEADS_API_URL: crm.url,
    CAR_CLARITY_URL: crm.url,
    MEILISEARCH_HOST: meili.url,
    MEILISEARCH_API_KEY: LIVE_CREDENTIALS.meiliKey,
    MEILISEARCH_SEARCH_KEY: LIVE_CREDENTIALS.meiliSearchKey,
    SESSION_SECRET: 'live-e2e-session-secret-0123456789abcdef',
    VEHICLE_LOOKUP_URL: provider.url,
    VEHICLE_LOOKUP_API_KEY: LIVE_CREDENTIALS.lookupKey,
    SITE_CONFIG_TTL_SECONDS: '60',
    SMTP_URL: smtp.url,
    MAIL_FROM: LIVE_MAIL_FROM,
    SMTP_TIMEOUT_MS: '2000',
    TURNSTILE_SECRET_KEY: FAKE_TURNSTILE_SECRET,
    TURNSTILE_API_URL: turnstile.url,
  }
  return {
    dashboard,
    crm,
    provider,
    meili,
    payments,
    smtp,
    mailbox,
    turnstile,
    stock,
    env,
    close: async () => {
      await Promise.all([
        dashboard.close(),
        crm.close(),
        provider.close(),
        meili.close(),
        payments.close(),
        smtp.close(),
        mailbox.close(),
        turnstile.close(),
      ])
    },
  }
}
