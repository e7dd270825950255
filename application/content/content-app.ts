import { createManufacturers } from '@application/content/manufacturers.ts'
import { createModelPages, type ModelPages } from '@application/content/model-pages.ts'
import { createSessionNotice, type SessionNotices } from '@application/content/session-notice.ts'
import { contentPage } from '@application/content/content-page.ts'
import { createContentView } from '@application/content/content-view.ts'
import { createPageOrigin, type PageOrigin } from '@application/seo/page-origin.ts'
import { createSeoFiles, type SeoFiles } from '@application/seo/seo-files.ts'
import type { StockSummaries } from '@application/site/stock-summaries.ts'
import type { ClockPort, RandomPort } from '@domain/ports/clock.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { createCspReports, type CspReports } from './csp-reports.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'

/** Content pages and SEO (origins, robots, sitemap), built once from their ports. */
export interface ContentUseCases {
  /** a content page's data: page, origin, the tenant's today, FAQs, reviews, promos */
  readonly view: ReturnType<typeof createContentView>
  /** the tenant's content for a path, with the site name titles end with */
  readonly page: typeof contentPage
  /** the origin canonical and Open Graph URLs use */
  readonly origin: PageOrigin
  readonly seo: SeoFiles
  /** SPEC §3 build_model_pages: brand and model pages, and their sitemap paths */
  readonly modelPages: ModelPages
  /** the notice of the website's session data (SPEC §7 website_session_data.json), cached per website */
  readonly sessionNotice: SessionNotices
  /** browsers' Content-Security-Policy violation reports: logged, a client's and a site's share at a time */
  readonly cspReports: CspReports
}

/** The ports the content use cases use. */
export interface ContentPorts {
  readonly dashboard: DashboardPort
  readonly clock: ClockPort
  /** the promo order of cards without a position, drawn per request (SPEC §4 "optionally shuffled") */
  readonly random: RandomPort
  readonly search: SearchPort
  readonly inventory: InventoryPort
  /** how long the dashboard's answers are kept, as long as the site configuration */
  readonly siteConfigTtlMs: number
  /** live pages name the tenant's own address; demo and mock the address they were opened on */
  readonly live: boolean
  /** the store's rate limiters (violation reports are limited per client and per site) */
  readonly limiter: (name: string, policy: RateLimitPolicy) => RateLimiter
  readonly warn: (message: string, context: object) => void
}

/** `summaries` is the root's one stock-summary cache, shared with the site context. */
export function composeContent(ports: ContentPorts, summaries: StockSummaries): ContentUseCases {
  const { dashboard, clock, siteConfigTtlMs: ttlMs } = ports
  const origin = createPageOrigin(ports.live ? 'tenant' : 'request')
  const manufacturer = createManufacturers({ dashboard, clock, ttlMs })
  const modelPages = createModelPages({ search: ports.search, summaries, manufacturer, clock })
  return {
    view: createContentView({ clock, random: ports.random, origin }),
    page: contentPage,
    origin,
    seo: createSeoFiles({ inventory: ports.inventory, origin, modelPagePaths: modelPages.paths }),
    modelPages,
    sessionNotice: createSessionNotice({ dashboard, clock, ttlMs }),
    cspReports: createCspReports({ limiter: ports.limiter, clock, warn: ports.warn }),
  }
}
