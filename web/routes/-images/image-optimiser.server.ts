import { join } from 'node:path'
import { createImageOptimiser, IMAGE_LIMITS, type ImageOptimiser } from '@adapters/images-sharp/optimiser.ts'
import { fileSourceResolver, httpsFetcher } from '@adapters/images-sharp/sources.ts'
import { getServices } from '../../server/composition/composition.server.ts'
import { DEMO_IMAGES_PREFIX, demoImageSource } from './demo-image-source.server.ts'
import { TENANT_ASSETS_PREFIX, tenantAssetsDir } from './tenant-assets.server.ts'

let optimiser: ImageOptimiser | undefined

/**
 * The one image optimiser of the process. Same-origin sources are read in process; remote hosts are fetched in live
 * mode only (demo and mock have no network, so a remote URL is refused like any other unknown source).
 */
export function imageOptimiser(): ImageOptimiser {
  if (optimiser) return optimiser
  const services = getServices()
  const live = services.mode === 'live'
  optimiser = createImageOptimiser({
    cacheDir: join(services.dataDir, 'image-cache'),
    localSources: {
      [DEMO_IMAGES_PREFIX]: demoImageSource,
      [TENANT_ASSETS_PREFIX]: fileSourceResolver(tenantAssetsDir(), IMAGE_LIMITS.maxInputBytes),
    },
    remoteHosts: live ? remoteImageHosts(services.live?.IMAGE_REMOTE_HOSTS) : [],
    fetchRemote: live ? httpsFetcher() : null,
  })
  return optimiser
}

/** Hosts whose car photographs live mode may fetch (IMAGE_REMOTE_HOSTS, comma separated). */
export function remoteImageHosts(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h))
}
