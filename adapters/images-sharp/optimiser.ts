import { createHash } from 'node:crypto'
import { createDiskCache, DEFAULT_CACHE_MAX_BYTES, type DiskCache } from './disk-cache.ts'
import { parseImageAddress, type ImageRequest } from '@domain/images/image-request.ts'
import { createLimiter, LimiterBusyError } from './limiter.ts'
import { CONTENT_TYPES, modernFormat, type OutputFormat } from './negotiate-format.ts'
import { classifySource } from './source-policy.ts'
import type { ImageSource, LocalSourceResolver, RemoteFetcher, SourceLookup } from './sources.ts'
import { sniffFormat, transformImage, warmUpEncoders } from './transform.ts'

export interface ImageOptimiserOptions {
  /** where optimised images are kept, e.g. `{dataDir}/image-cache` */
  readonly cacheDir: string
  /** same-origin route prefix ('/demo-images/') → how to read it in process */
  readonly localSources: Readonly<Record<string, LocalSourceResolver>>
  /** https hosts whose images may be fetched; ignored without `fetchRemote` */
  readonly remoteHosts?: readonly string[]
  /** null or absent: no network (demo and mock modes), so remote URLs are refused */
  readonly fetchRemote?: RemoteFetcher | null
  readonly maxInputBytes?: number
  readonly maxInputPixels?: number
  /** transforms at once (the cache-hit path is not limited) */
  readonly concurrency?: number
  /** transforms waiting; beyond it the answer is 503 */
  readonly maxQueue?: number
  readonly timeoutSeconds?: number
  /** the most disk the cache takes; past it the least recently used variants are deleted */
  readonly maxCacheBytes?: number
  /** unexpected failures (cache write errors and the like); the request still gets an answer */
  readonly onError?: (error: unknown) => void
}

export const IMAGE_LIMITS = {
  maxInputBytes: 20 * 1024 * 1024,
  /** 40 megapixels: an 8000×5000 photograph, 160 MB decoded at four bytes a pixel, the most one transform may hold */
  maxInputPixels: 40_000_000,
  concurrency: 2,
  maxQueue: 32,
  timeoutSeconds: 15,
  maxCacheBytes: DEFAULT_CACHE_MAX_BYTES,
} as const

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Sources that may change under the same URL (an unversioned logo): short freshness, then ETag revalidation. */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

export interface ImageOptimiser {
  /** the whole endpoint: GET /_img?url=…&w=…&q=…[&social=1] */
  handle(request: Request): Promise<Response>
  /** settles once the encoders are initialised (started at creation; the first real request need not wait) */
  readonly ready: Promise<void>
}

/** Bumped when the transform changes output for the same inputs, so old cache files stop matching. */
const PIPELINE_VERSION = 'v1'

type Resolved = {
  readonly key: string
  readonly source: () => Promise<SourceLookup | RemoteSourceError>
  readonly immutable: boolean
  readonly trusted: boolean
}
type RemoteSourceError = { readonly kind: 'failed'; readonly message: string }

export function createImageOptimiser(options: ImageOptimiserOptions): ImageOptimiser {
  const limits = { ...IMAGE_LIMITS, ...definedOnly(options) }
  const cache: DiskCache = createDiskCache(options.cacheDir, limits.maxCacheBytes)
  const limiter = createLimiter(limits.concurrency, limits.maxQueue)
  const inFlight = new Map<string, Promise<Response | Uint8Array>>()
  const fetchRemote = options.fetchRemote ?? null
  const policy = {
    localPrefixes: Object.keys(options.localSources),
    remoteHosts: fetchRemote ? (options.remoteHosts ?? []) : [],
  }
  const report = options.onError ?? ((error: unknown) => console.error('[image-optimiser]', error))

  /** Finds the source cheaply (no bytes read) and names the variant; a Response means a refusal. */
  async function resolveSource(request: ImageRequest, canonical: boolean): Promise<Resolved | Response> {
    const target = classifySource(request.url, policy)
    if (target.kind === 'forbidden') return failure(403, 'This image source is not allowed')
    // immutable only when the URL names the source as the site writes it (not `?junk=N` or extra parameters)
    const exact = canonical && request.url === target.normalised
    if (target.kind === 'remote') {
      const url = target.url
      return {
        key: url.href,
        immutable: exact,
        trusted: false,
        source: async () => {
          const loaded = await fetchRemote!(url, limits.maxInputBytes)
          if (loaded.kind !== 'ok') return loaded
          const bytes = loaded.bytes
          const source: ImageSource = { version: '', immutable: true, trusted: false, load: async () => bytes }
          return { kind: 'found', source }
        },
      }
    }
    const lookup = await options.localSources[target.prefix]!(target.path, target.search)
    if (lookup.kind === 'missing') return failure(404, 'Image not found')
    if (lookup.kind === 'too-large') return failure(413, 'The source image is too large')
    return {
      key: `${target.normalised}#${lookup.source.version}`,
      immutable: lookup.source.immutable && exact,
      trusted: lookup.source.trusted,
      source: async () => lookup,
    }
  }

  async function produce(
    request: ImageRequest,
    resolved: Resolved,
    accept: string | null,
  ): Promise<Response | Uint8Array> {
    const lookup = await resolved.source()
    if (lookup.kind === 'missing') return failure(404, 'Image not found')
    if (lookup.kind === 'too-large') return failure(413, 'The source image is too large')
    if (lookup.kind === 'failed') return failure(502, 'The source image could not be fetched')
    const bytes = await lookup.source.load()
    if (bytes.byteLength > limits.maxInputBytes) return failure(413, 'The source image is too large')
    const result = await transformImage(
      {
        bytes,
        width: request.width,
        quality: request.quality,
        social: request.social,
        accept,
        allowSvg: resolved.trusted,
      },
      limits,
    )
    if (!result.ok) return failure(result.status, result.message)
    return result.bytes
  }

  return {
    ready: warmUpEncoders().catch(report),
    async handle(httpRequest) {
      try {
        if (httpRequest.method !== 'GET' && httpRequest.method !== 'HEAD') {
          return failure(405, 'Method not allowed', { allow: 'GET, HEAD' })
        }
        const parsed = parseImageAddress(new URL(httpRequest.url))
        if (!parsed.ok) return failure(400, parsed.message)
        const request = parsed.request
        const resolved = await resolveSource(request, parsed.exact)
        if (resolved instanceof Response) return resolved

        const accept = httpRequest.headers.get('accept')
        const formatToken = modernFormat(accept) ?? 'legacy'
        const hash = createHash('sha256')
          .update(
            JSON.stringify([
              PIPELINE_VERSION,
              resolved.key,
              request.width,
              request.quality,
              request.social,
              formatToken,
            ]),
          )
          .digest('hex')
          .slice(0, 40)
        const etag = `"${hash}"`
        const headers = {
          'cache-control': resolved.immutable ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
          vary: 'Accept',
          etag,
        }
        if (matchesEtag(httpRequest.headers.get('if-none-match'), etag))
          return new Response(null, { status: 304, headers })

        const cached = await cache.read(hash, formatToken)
        if (cached) return imageResponse(httpRequest, cached, formatToken, headers, 'HIT')

        // one transform per variant, however many requests for it arrive together
        let pending = inFlight.get(hash)
        if (!pending) {
          pending = limiter
            .run(() => produce(request, resolved, accept))
            .then(async (result) => {
              if (!(result instanceof Response)) {
                await cache.write(hash, formatToken, result).catch(report)
              }
              return result
            })
            .finally(() => inFlight.delete(hash))
          inFlight.set(hash, pending)
        }
        const result = await pending
        if (result instanceof Response) return result.clone()
        return imageResponse(httpRequest, result, formatToken, headers, 'MISS')
      } catch (error) {
        if (error instanceof LimiterBusyError)
          return failure(503, 'Too many images are being processed', { 'retry-after': '2' })
        report(error)
        return failure(500, 'The image could not be processed')
      }
    },
  }
}

function imageResponse(
  request: Request,
  bytes: Uint8Array,
  formatToken: string,
  headers: Record<string, string>,
  cacheState: 'HIT' | 'MISS',
): Response {
  const format: OutputFormat =
    formatToken === 'avif' || formatToken === 'webp' ? formatToken : (sniffFormat(bytes) ?? 'jpeg')
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      ...headers,
      'content-type': CONTENT_TYPES[format],
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'x-image-cache': cacheState,
    },
  })
}

function failure(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extra,
    },
  })
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

function definedOnly(options: ImageOptimiserOptions): Partial<typeof IMAGE_LIMITS> {
  const picked: Partial<Record<keyof typeof IMAGE_LIMITS, number>> = {}
  for (const key of Object.keys(IMAGE_LIMITS) as (keyof typeof IMAGE_LIMITS)[]) {
    const value = options[key]
    if (typeof value === 'number') picked[key] = value
  }
  return picked as Partial<typeof IMAGE_LIMITS>
}
