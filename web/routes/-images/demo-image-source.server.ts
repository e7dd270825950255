import { createHash } from 'node:crypto'
import { renderDemoImage } from '@tenants/demo-stock/demo-images.ts'
import type { LocalSourceResolver } from '@adapters/images-sharp/sources.ts'
import { getServices } from '../../server/composition/composition.server.ts'

export const DEMO_IMAGES_PREFIX = '/demo-images/'

export interface DemoImage {
  readonly svg: string
  /** content hash: the ETag of the SVG and the version of every optimised variant */
  readonly hash: string
}

/** Drawn pictures by path; a picture is a few kilobytes, so a few thousand of them stay small. */
const MAX_REMEMBERED = 4000
const remembered = new Map<string, DemoImage | null>()

/**
 * The SVG for a `/demo-images/...` path (the car looked up in its tenant's demo stock), or null for 404.
 * Drawing is cheap but not free; hits are served from memory.
 */
export function demoImage(pathname: string): DemoImage | null {
  const known = remembered.get(pathname)
  if (known !== undefined) return known
  const { tenants, demoInventory } = getServices()
  const svg = renderDemoImage(pathname, (tenantSlug, carId) => {
    const tenant = tenants.bySlug(tenantSlug)
    return tenant ? demoInventory?.anyCarById(tenant.site, carId) : undefined
  })
  const image = svg === null ? null : { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 32) }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
  remembered.set(pathname, image)
  return image
}

/** The optimiser reads demo pictures by calling the drawing directly, never over HTTP. */
export const demoImageSource: LocalSourceResolver = async (path) => {
  const image = demoImage(DEMO_IMAGES_PREFIX + path)
  if (!image) return { kind: 'missing' }
  const bytes = Buffer.from(image.svg)
  // the path names a fixed car and angle, and the drawing is deterministic: safe to call immutable
  return { kind: 'found', source: { version: image.hash, immutable: true, trusted: true, load: async () => bytes } }
}

/** SVG headers: a drawing is inert, and this keeps it so even when opened directly. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const

/** Answers a `/demo-images/...` request with the drawing itself (SVG), revalidated by its content hash. */
export function serveDemoImage(request: Request): Response {
  const image = demoImage(new URL(request.url).pathname)
  if (!image) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const etag = `"${image.hash}"`
  const headers = { ...SVG_HEADERS, etag, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : image.svg, { status: 200, headers })
}
