import { createManufacturers } from '@application/content/manufacturers.ts'
import { createModelPages, type ModelPages } from '@application/content/model-pages.ts'
import { createSessionNotice, type SessionNotices } from '@application/content/session-notice.ts'
import type { StockSummaries } from '@application/site/stock-summaries.ts'
import { join } from 'node:path'
import type { RandomPort } from '@domain/ports/clock.port.ts'
import { contentPage } from '@application/content/content-page.ts'
import { createContentView } from '@application/content/content-view.ts'
import { createPageOrigin, type CanonicalOrigin, type PageOrigin } from '@application/seo/page-origin.ts'
import { createSeoFiles, type SeoFiles } from '@application/seo/seo-files.ts'
import { createImageOptimiser, IMAGE_LIMITS, type ImageOptimiser } from '@adapters/images-sharp/optimiser.ts'
import { fileSourceResolver, httpsFetcher } from '@adapters/images-sharp/sources.ts'
import { createDemoPictures, DEMO_IMAGES_PREFIX, type DemoPictures } from '@adapters/images-sharp/demo-pictures.ts'
import { serveTenantAsset, TENANT_ASSETS_PREFIX } from '@adapters/images-sharp/tenant-assets.ts'
import { renderDemoImage } from '@tenants/demo-stock/demo-images.ts'
import type { Ports } from './ports.server.ts'
import type { Configuration } from './configuration.ts'

/** The image endpoints, each an adapter built here: the optimiser, the demo drawings and the tenant files. */
export interface ImageEndpoints {
  /** GET/HEAD /_img?url=…&w=…&q=…[&social=1] */
  optimise(request: Request): Promise<Response>
  /** GET/HEAD /demo-images/… */
  demoPicture(request: Request): Response
  /** GET/HEAD /tenant-assets/{slug}/{file} */
  tenantAsset(request: Request): Promise<Response>
}

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

/** Hosts whose car photographs live mode may fetch (IMAGE_REMOTE_HOSTS, comma separated). */
export function remoteImageHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h))
}

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

/**
 * The image endpoints. The optimiser is built on first use (it warms its encoders when created). Same-origin
 * sources are read in process; remote hosts are fetched in live mode only (demo and mock have no network, so a
 * remote URL is refused like any other unknown source).
 */
function imageEndpoints(ports: ContentPorts): ImageEndpoints {
  const demo = demoPicturesOf(ports)
  const live = ports.mode === 'live'
  let optimiser: ImageOptimiser | undefined
  const theOptimiser = (): ImageOptimiser =>
    (optimiser ??= createImageOptimiser({
      cacheDir: join(ports.dataDir, 'image-cache'),
      localSources: {
        [DEMO_IMAGES_PREFIX]: demo.source,
        [TENANT_ASSETS_PREFIX]: fileSourceResolver(ports.assetsDir, IMAGE_LIMITS.maxInputBytes),
      },
      remoteHosts: live ? ports.remoteImageHosts : [],
      fetchRemote: live ? httpsFetcher() : null,
    }))
  return {
    optimise: (request) => theOptimiser().handle(request),
    demoPicture: (request) => demo.serve(request),
    tenantAsset: (request) => serveTenantAsset(request, ports.assetsDir),
  }
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
    images: imageEndpoints(ports),
    modelPages,
    sessionNotice: createSessionNotice({ dashboard, clock, ttlMs }),
  }
}
