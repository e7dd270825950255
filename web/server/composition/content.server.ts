import type { StockSummaries } from '@application/site/stock-summaries.ts'
import { composeContent, type ContentUseCases } from '@application/content/content-app.ts'
import type { RandomPort } from '@domain/ports/clock.port.ts'
import { createDemoPictures, type DemoPictures } from '@adapters/images-sharp/demo-pictures.ts'
import { createImageEndpoints, type ImageEndpoints } from '@adapters/images-sharp/image-endpoints.ts'
import { renderDemoImage } from '@tenants/demo-stock/demo-images.ts'
import type { Ports } from './ports.server.ts'
import type { Configuration } from './configuration.ts'

/** Content pages, SEO (origins, robots, sitemap) and images, built once from their ports. */
export type ContentApp = ContentUseCases & { readonly images: ImageEndpoints }

/** Promo order for cards without a position changes per request (SPEC §4 "optionally shuffled"). */
const requestRandom: RandomPort = { next: () => Math.random() }

/** The ports the content use cases and image endpoints use, and where their files are. */
export type ContentAppPorts = Pick<
  Ports,
  'tenants' | 'demoInventory' | 'dashboard' | 'clock' | 'search' | 'inventory' | 'siteConfigTtlMs' | 'store'
> &
  Pick<Configuration, 'mode' | 'dataDir' | 'assetsDir'> & {
    /** hosts whose car photographs the optimiser may fetch (live mode only; empty: none) */
    readonly remoteImageHosts: readonly string[]
    readonly warn: (message: string, context: object) => void
  }

/** The demo pictures are drawn from the demo stock: each car looked up in its tenant's generated stock. */
function demoPicturesOf(ports: ContentAppPorts): DemoPictures {
  return createDemoPictures((pathname) =>
    renderDemoImage(pathname, (tenantSlug, carId) => {
      const tenant = ports.tenants.bySlug(tenantSlug)
      return tenant ? ports.demoInventory?.anyCarById(tenant.site, carId) : undefined
    }),
  )
}

/** The content use cases (application/content/content-app.ts) and the image endpoints beside them. */
export function composeContentApp(ports: ContentAppPorts, summaries: StockSummaries): ContentApp {
  const live = ports.mode === 'live'
  return {
    ...composeContent(
      { ...ports, random: requestRandom, live, limiter: (name, policy) => ports.store.rateLimiter(name, policy) },
      summaries,
    ),
    images: createImageEndpoints({
      demo: demoPicturesOf(ports),
      dataDir: ports.dataDir,
      assetsDir: ports.assetsDir,
      // demo and mock have no network: remote photographs are fetched in live mode only
      remoteHosts: live ? ports.remoteImageHosts : [],
    }),
  }
}
