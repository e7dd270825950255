import { createHash } from 'node:crypto'
import type { LocalSourceResolver } from './sources.ts'

export const DEMO_IMAGES_PREFIX = '/demo-images/'

export interface DemoImage {
  readonly svg: string
  /** content hash: the ETag of the SVG and the version of every optimised variant */
  readonly hash: string
}

/** Drawn pictures by path; a picture is a few kilobytes, so a few thousand of them stay small. */
const MAX_REMEMBERED = 4000

/** SVG headers: a drawing is inert, and this keeps it so even when opened directly. */
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const

export interface DemoPictures {
  /** The SVG for a `/demo-images/...` path, or null for 404. */
  image(pathname: string): DemoImage | null
  /** The optimiser reads demo pictures by calling the drawing directly, never over HTTP. */
  readonly source: LocalSourceResolver
  /** Answers a `/demo-images/...` request with the drawing itself (SVG), revalidated by its content hash. */
  serve(request: Request): Response
}

/**
 * The generated demo pictures. `draw` turns a `/demo-images/...` path into its SVG (the car looked up in its
 * tenant's demo stock; the composition root wires it), or null. Drawing is cheap but not free; hits are served
 * from memory.
 */
export function createDemoPictures(draw: (pathname: string) => string | null): DemoPictures {
  const remembered = new Map<string, DemoImage | null>()

  function image(pathname: string): DemoImage | null {
    const known = remembered.get(pathname)
    if (known !== undefined) return known
    const svg = draw(pathname)
    const drawn = svg === null ? null : { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 32) }
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
    remembered.set(pathname, drawn)
    return drawn
  }

  const source: LocalSourceResolver = async (path) => {
    const found = image(DEMO_IMAGES_PREFIX + path)
    if (!found) return { kind: 'missing' }
    const bytes = Buffer.from(found.svg)
    // the path names a fixed car and angle, and the drawing is deterministic: safe to call immutable
    return { kind: 'found', source: { version: found.hash, immutable: true, trusted: true, load: async () => bytes } }
  }

  function serve(request: Request): Response {
    const found = image(new URL(request.url).pathname)
    if (!found)
      return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    const etag = `"${found.hash}"`
    const headers = { ...SVG_HEADERS, etag, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' }
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
    return new Response(request.method === 'HEAD' ? null : found.svg, { status: 200, headers })
  }

  return { image, source, serve }
}
