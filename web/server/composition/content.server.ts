import { createManufacturers } from '@application/content/manufacturers.ts'
import { createModelPages, type ModelPages } from '@application/content/model-pages.ts'
import { createSessionNotice, type SessionNotices } from '@application/content/session-notice.ts'
import type { StockSummaries } from '@application/site/stock-summaries.ts'
import type { RandomPort } from '@domain/ports/clock.port.ts'
import { contentPage } from '@application/content/content-page.ts'
import { createContentView } from '@application/content/content-view.ts'
import { createPageOrigin, type CanonicalOrigin, type PageOrigin } from '@application/seo/page-origin.ts'
import { createSeoFiles, type SeoFiles } from '@application/seo/seo-files.ts'
import { createDemoPictures, type DemoPictures } from '@adapters/images-sharp/demo-pictures.ts'
import { createImageEndpoints, type ImageEndpoints } from '@adapters/images-sharp/image-endpoints.ts'
import { renderDemoImage } from '@tenants/demo-stock/demo-images.ts'
import type { Ports } from './ports.server.ts'
import type { Configuration } from './configuration.ts'

/** Content pages, SEO (origins, robots, sitemap) and images, built once from their ports. */
export interface ContentApp {
  /** a content page's data: page, origin, the tenant's today, FAQs, reviews, promos */
  readonly view: ReturnType<typeof createContentView>
  /** the tenant's content for a path, with the site name titles end with */
  readonly page: typeof contentPage
  /** the origin canonical and Open Graph URLs use */
  readonly origin: PageOrigin
  readonly seo: SeoFiles
  readonly images: ImageEndpoints
  /** SPEC §3 build_model_pages: brand and model pages, and their sitemap paths */
  readonly modelPages: ModelPages
  /** the notice of the website's session data (SPEC §7 website_session_data.json), cached per website */
  readonly sessionNotice: SessionNotices
}

/** Promo order for cards without a position changes per request (SPEC §4 "optionally shuffled"). */
const requestRandom: RandomPort = { next: () => Math.random() }

/** The ports the content use cases and image endpoints use, and where their files are. */
export type ContentPorts = Pick<
  Ports,
  'tenants' | 'demoInventory' | 'dashboard' | 'clock' | 'search' | 'inventory' | 'siteConfigTtlMs'
> &
  Pick<Configuration, 'mode' | 'dataDir' | 'assetsDir'> & {
    /** hosts whose car photographs the optimiser may fetch (live mode only; empty: none) */
    readonly remoteImageHosts: readonly string[]
  }

/** The demo pictures are drawn from the demo stock: each car looked up in its tenant's generated stock. */
function demoPicturesOf(ports: ContentPorts): DemoPictures {
  return createDemoPictures((pathname) =>
    renderDemoImage(pathname, (tenantSlug, carId) => {
      const tenant = ports.tenants.bySlug(tenantSlug)
      return tenant ? ports.demoInventory?.anyCarById(tenant.site, carId) : undefined
    }),
  )
}

/** `summaries` is the root's one stock-summary cache, shared with the site context. */
export function composeContent(ports: ContentPorts, summaries: StockSummaries): ContentApp {
  const { dashboard, clock, siteConfigTtlMs: ttlMs } = ports
  // live pages name the tenant's own address; demo and mock the address they were opened on
  const canonicalOrigin: CanonicalOrigin = ports.mode === 'live' ? 'tenant' : 'request'
  const origin = createPageOrigin(canonicalOrigin)
  const manufacturer = createManufacturers({ dashboard, clock, ttlMs })
  const modelPages = createModelPages({ search: ports.search, summaries, manufacturer, clock })
  return {
    view: createContentView({ clock, random: requestRandom, origin }),
    page: contentPage,
    origin,
    seo: createSeoFiles({ inventory: ports.inventory, origin, modelPagePaths: modelPages.paths }),
    images: createImageEndpoints({
      demo: demoPicturesOf(ports),
      dataDir: ports.dataDir,
      assetsDir: ports.assetsDir,
      // demo and mock have no network: remote photographs are fetched in live mode only
      remoteHosts: ports.mode === 'live' ? ports.remoteImageHosts : [],
    }),
    modelPages,
    sessionNotice: createSessionNotice({ dashboard, clock, ttlMs }),
  }
}
