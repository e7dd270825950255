import { join } from 'node:path'
import type { SettingValues } from '@domain/configuration/setting.ts'
import { createImageOptimiser, IMAGE_LIMITS, type ImageOptimiser } from './optimiser.ts'
import { fileSourceResolver, httpsFetcher } from './sources.ts'
import { DEMO_IMAGES_PREFIX, type DemoPictures } from './demo-pictures.ts'
import { serveTenantAsset, TENANT_ASSETS_PREFIX } from './tenant-assets.ts'
import type { IMAGES_SHARP_SETTINGS } from './settings.ts'

/** The image endpoints: the optimiser, the demo drawings and the tenant files. */
export interface ImageEndpoints {
  /** GET/HEAD /_img?url=…&w=…&q=…[&social=1] */
  optimise(request: Request): Promise<Response>
  /** GET/HEAD /demo-images/… */
  demoPicture(request: Request): Response
  /** GET/HEAD /tenant-assets/{slug}/{file} */
  tenantAsset(request: Request): Promise<Response>
}

/** Hosts whose car photographs live mode may fetch (IMAGE_REMOTE_HOSTS, comma separated). */
export function remoteImageHosts(values: SettingValues<typeof IMAGES_SHARP_SETTINGS> | null): string[] {
  return (values?.IMAGE_REMOTE_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+$/.test(h))
}

/**
 * The image endpoints. The optimiser is built on first use (it warms its encoders when created). Same-origin
 * sources are read in process; remote hosts are fetched only when `remoteHosts` names some (live mode: demo and
 * mock have no network, so a remote URL is refused like any other unknown source).
 */
export function createImageEndpoints(options: {
  /** the demo stock's drawings */
  readonly demo: DemoPictures
  /** where optimised pictures are kept */
  readonly dataDir: string
  /** tenant pictures and logos */
  readonly assetsDir: string
  /** hosts whose car photographs may be fetched; empty: none */
  readonly remoteHosts: readonly string[]
}): ImageEndpoints {
  const { demo, assetsDir, remoteHosts } = options
  let optimiser: ImageOptimiser | undefined
  const theOptimiser = (): ImageOptimiser =>
    (optimiser ??= createImageOptimiser({
      cacheDir: join(options.dataDir, 'image-cache'),
      localSources: {
        [DEMO_IMAGES_PREFIX]: demo.source,
        [TENANT_ASSETS_PREFIX]: fileSourceResolver(assetsDir, IMAGE_LIMITS.maxInputBytes),
      },
      remoteHosts,
      fetchRemote: remoteHosts.length > 0 ? httpsFetcher() : null,
    }))
  return {
    optimise: (request) => theOptimiser().handle(request),
    demoPicture: (request) => demo.serve(request),
    tenantAsset: (request) => serveTenantAsset(request, assetsDir),
  }
}
