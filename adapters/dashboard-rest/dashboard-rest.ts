import type { Car } from '@domain/cars/car.schema.ts'
import type { BookingSlot, DashboardPort, SearchPage } from '@domain/ports/dashboard.port.ts'
import type { Manufacturer } from '@domain/tenancy/dealership.schema.ts'
import { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { decodeSiteAnswer } from './dashboard-site.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import {
  BookingSlotsAnswer,
  CarAnswer,
  ManufacturerAnswer,
  SearchPagesAnswer,
  WebsiteSessionDataAnswer,
} from './dashboard-answers.schema.ts'
import {
  consoleDashboardLogger,
  createDashboardHttp,
  type DashboardFailure,
  type DashboardHttpOptions,
  type DashboardLogger,
} from './dashboard-http.ts'

/** A site configuration load: the decoded config, or one line saying why not (for the refresh report). */
export type SiteConfigLoad =
  | { readonly ok: true; readonly site: SiteConfig }
  | { readonly ok: false; readonly message: string }

export interface DashboardRest extends DashboardPort {
  /** the same call as `siteConfig`, answering why it failed instead of `false` */
  loadSiteConfig(slug: string): Promise<SiteConfigLoad>
}

export interface DashboardRestOptions extends DashboardHttpOptions {
  /**
   * Where a tenant's configuration is read (SPEC "website refresh", path not shown): a URL template with
   * `{slug}`; relative templates are read from the dashboard host. Default `/websites/{slug}/site_config.json`.
   */
  readonly siteConfigUrl?: string
  readonly log?: DashboardLogger
  /**
   * The tenant file's configuration of a slug: what a dashboard answer in SPEC §3's names keeps for the fields
   * the spec does not name (theme, wording, forms, links, locale…). Without it those get SiteConfig's defaults.
   */
  readonly baseOf?: (slug: string) => SiteConfig | undefined
  /** where keys of a configuration answer that we do not model are reported (once per tenant and key) */
  readonly logUnknownKeys?: (slug: string, keys: readonly string[]) => void
}

const consoleUnknownKeys = (slug: string, keys: readonly string[]) =>
  console.warn(`[dashboard] siteConfig for "${slug}": ignoring keys this site does not use: ${keys.join(', ')}`)

export const DEFAULT_SITE_CONFIG_PATH = '/websites/{slug}/site_config.json'

/**
 * The configuration answer: the site configuration (in the dashboard's SPEC §3 names, `dashboard-site.schema.ts`,
 * or as our SiteConfig), or a tenant file's shape `{site: …, …}` (so a configured URL may serve the same JSON as
 * `tenants/sites/{slug}.json`); field names in errors say which.
 */
const selectSite = (body: unknown): { value: unknown; prefix: string } => {
  const wrapped = typeof body === 'object' && body !== null && !Array.isArray(body) && 'site' in body
  return wrapped ? { value: (body as { site: unknown }).site, prefix: 'site' } : { value: body, prefix: '' }
}

const SLUG = /^[a-z0-9-]{1,100}$/
const positiveId = (n: number) => Number.isSafeInteger(n) && n > 0

const describe = (failure: DashboardFailure): string => {
  const field = failure.field !== undefined ? ` field "${failure.field}":` : ''
  return `${failure.call} ${failure.reason === 'wrong_shape' ? 'answered the wrong shape:' : ''}${field} ${failure.message}`
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * DashboardPort over the dealer dashboard's REST API (SPEC §7): basic auth on every call, two retries on
 * failure, the staging host when the staging flag is set, a `404` status inside a 200 body read as false,
 * every answer decoded with Effect Schema. Every failure (HTTP, timeout, network, malformed JSON, wrong
 * shape naming the field, an id that cannot go in a path) is logged with its context and answers false.
 */
export function createDashboardRest(options: DashboardRestOptions): DashboardRest {
  const log = options.log ?? consoleDashboardLogger
  const http = createDashboardHttp(options, log)
  const siteConfigTemplate = options.siteConfigUrl ?? DEFAULT_SITE_CONFIG_PATH
  const logUnknownKeys = options.logUnknownKeys ?? consoleUnknownKeys
  const unknownKeysLogged = new Map<string, Set<string>>()
  const noteUnknownKeys = (slug: string, keys: readonly string[]) => {
    const logged = unknownKeysLogged.get(slug) ?? new Set<string>()
    unknownKeysLogged.set(slug, logged)
    const fresh = keys.filter((key) => !logged.has(key))
    fresh.forEach((key) => {
      logged.add(key)
    })
    if (fresh.length > 0) logUnknownKeys(slug, fresh)
  }

  const orFalse = <T>(fetched: { ok: true; value: T } | { ok: false }): T | false =>
    fetched.ok ? fetched.value : false

  async function loadSiteConfig(slug: string): Promise<SiteConfigLoad> {
    const path = siteConfigTemplate.replaceAll('{slug}', encodeURIComponent(slug))
    const absolute = /^https?:\/\//i.test(path)
    if (!SLUG.test(slug))
      return {
        ok: false,
        message: describe(http.refuse('siteConfig', path, `not a tenant slug: ${JSON.stringify(slug)}`).failure),
      }
    let unknownKeys: readonly string[] = []
    const fetched = await http.getDecoded('siteConfig', absolute ? '' : path, SiteConfig, {
      select: selectSite,
      decode: (value) => {
        const decoded = decodeSiteAnswer(value, options.baseOf?.(slug))
        if (decoded.ok) unknownKeys = decoded.unknownKeys
        return decoded.ok ? { ok: true, value: decoded.site } : decoded
      },
      ...(absolute ? { absoluteUrl: path } : {}),
    })
    if (!fetched.ok) return { ok: false, message: describe(fetched.failure) }
    const site = fetched.value
    // A configuration for another tenant would serve one dealer's site under another's host.
    if (site.slug !== slug) {
      const refused = http.refuse('siteConfig', path, `answered the configuration of "${site.slug}" for "${slug}"`)
      return { ok: false, message: describe(refused.failure) }
    }
    noteUnknownKeys(slug, unknownKeys)
    return { ok: true, site }
  }

  return {
    loadSiteConfig,
    async siteConfig(slug) {
      const load = await loadSiteConfig(slug)
      return load.ok ? load.site : false
    },

    async carById(websiteId, carId): Promise<Car | false> {
      const path = `/websites/${websiteId}/cars/${encodeURIComponent(carId)}.json`
      if (!positiveId(websiteId) || !isValidCarId(carId))
        return orFalse(http.refuse('carById', path, 'website id or car id is not valid'))
      return orFalse(await http.getDecoded('carById', path, CarAnswer))
    },

    async manufacturer(slug, websiteId): Promise<Manufacturer | false> {
      const path = `/manufacturers/${encodeURIComponent(slug)}.json`
      if (!positiveId(websiteId) || !SLUG.test(slug))
        return orFalse(http.refuse('manufacturer', path, 'manufacturer slug or website id is not valid'))
      const fetched = await http.getDecoded('manufacturer', path, ManufacturerAnswer, {
        searchParams: { website_id: websiteId },
      })
      if (!fetched.ok) return false
      const m = fetched.value
      return {
        id: m.id,
        name: m.name,
        slug: m.slug,
        logo: { url: m.logo?.url ?? null },
        ...(m.tagline != null && { tagline: m.tagline }),
        ...(m.summary != null && { summary: m.summary }),
        ...(m.hero_image_url != null && { hero_image_url: m.hero_image_url }),
        ...(m.models != null && { models: m.models }),
      }
    },

    async availableServiceBookings(dealershipId): Promise<readonly BookingSlot[] | false> {
      const path = `/dealerships/${dealershipId}/available_service_bookings.json`
      if (!positiveId(dealershipId))
        return orFalse(http.refuse('availableServiceBookings', path, 'dealership id is not valid'))
      return orFalse(await http.getDecoded('availableServiceBookings', path, BookingSlotsAnswer))
    },

    async availableAppointmentBookings(dealershipId): Promise<readonly BookingSlot[] | false> {
      const path = `/dealerships/${dealershipId}/available_appointment_bookings.json`
      if (!positiveId(dealershipId))
        return orFalse(http.refuse('availableAppointmentBookings', path, 'dealership id is not valid'))
      return orFalse(await http.getDecoded('availableAppointmentBookings', path, BookingSlotsAnswer))
    },

    async searchPages(websiteId): Promise<readonly SearchPage[] | false> {
      const path = `/websites/${websiteId}/search_pages.json`
      if (!positiveId(websiteId)) return orFalse(http.refuse('searchPages', path, 'website id is not valid'))
      return orFalse(await http.getDecoded('searchPages', path, SearchPagesAnswer))
    },

    async websiteSessionData(websiteId): Promise<Record<string, unknown> | null | false> {
      // SPEC §7: no website id → null, and no call
      if (websiteId === null) return null
      const path = `/api/v1/websites/${websiteId}/website_session_data.json`
      if (!positiveId(websiteId)) return orFalse(http.refuse('websiteSessionData', path, 'website id is not valid'))
      return orFalse(await http.getDecoded('websiteSessionData', path, WebsiteSessionDataAnswer))
    },
  }
}
