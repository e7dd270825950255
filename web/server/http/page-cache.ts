import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import { listingSearch } from '@domain/search/listing-key.ts'
import { hostOf, tenantOfHost, type TenantDirectory } from './request-tenant.ts'
import { bytesOf } from './html-answer.ts'
import type { HeaderReader } from './plain-exchange.ts'
import { wholeAnswer } from './whole-answer.ts'

/**
 * The response cache for anonymous pages: a page's whole HTML (and its compressed forms), kept in this process,
 * bounded by bytes (least recently used out first). An entry is served while its tenant's version
 * (TenantVersionPort: a reservation, a new site configuration) is the one it was rendered at and it is younger than
 * its lifetime; after `freshMs` it is still served to everyone else while one request renders it again. A request
 * carrying a personal cookie or credentials is never served from it, and never stored. Which pages it may keep the
 * routes say themselves (`staticData.responseCache`, read from the route a request matches: `kindOf`).
 */
export interface PageCacheSettings {
  readonly versions: TenantVersionPort
  readonly tenants: TenantDirectory
  readonly now: () => number
  /** the byte budget of every entry together, compressed forms included */
  readonly maxBytes: number
  /** served as it is for this long */
  readonly freshMs: number
  /**
   * the longest an entry lives (served stale while one request renders it again after `freshMs`): also how late a page may be
   * to show what turns with the clock (the sold window, the 'New' tag, a promotion starting or ending)
   */
  readonly maxAgeMs: number
  /** told how each request was answered (for a hit-rate metric) */
  readonly observe?: (outcome: PageCacheOutcome) => void
}

/** hit: served from memory; stale: served from memory while it renders again; miss: rendered; bypass: not a cacheable request */
export type PageCacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass'

export type Render = () => Promise<Response>

/** How a route's pages are kept: one page whatever the parameters, or one per set of the listing codec's parameters. */
export type PageKind = 'page' | 'listing'

export interface PageCache {
  /**
   * `known`: the request's address as parsed and what its route says of its pages (its `staticData.responseCache`;
   * undefined: not kept), which the pipeline worked out once for every step
   */
  serve(
    request: Request,
    render: Render,
    known: { readonly url: URL; readonly kind: PageKind | undefined },
  ): Promise<Response>
  /** bytes held now (for tests and metrics) */
  readonly bytes: () => number
}

/** what a CDN in front may keep: 30 s, then serve stale for as long again while it asks us */
export const PUBLIC_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30'
export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/** Cookies that third-party measurement scripts set; anything else makes a request personal. */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc|_hj|__utm|_uet|_clck|_clsk|_tt_|_pin_)/

/** A request that may be answered with someone else's page: no credentials and no cookie but measurement ones. */
export function isAnonymous(request: { readonly headers: HeaderReader }): boolean {
  if (request.headers.get('authorization') !== null) return false
  const cookie = request.headers.get('cookie')
  if (!cookie) return true
  return cookie.split(';').every((part) => {
    const name = part.split('=', 1)[0]!.trim()
    return name === '' || TRACKING_COOKIE.test(name)
  })
}

/**
 * The parameters of the address that decide a page of this kind, in canonical (sorted) order; null for a page this
 * cache does not keep. Tracking and unknown parameters are dropped, so they never make an entry of their own.
 */
export function pageQuery(url: URL, kind: PageKind | undefined): string | null {
  if (kind === 'page') return ''
  if (kind !== 'listing') return null
  // no prototype: a parameter named `toString` or `__proto__` is a key like any other
  const search: Record<string, string[]> = Object.create(null)
  for (const [key, value] of url.searchParams) {
    search[key] ??= []
    search[key].push(value)
  }
  const picked = listingSearch(search)
  return picked === '' ? '' : picked.split('&').sort().join('&')
}

interface Stored {
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  readonly html: Buffer
  readonly etag: string
  readonly version: string
  readonly renderedAt: number
  /** compressed forms, made on first demand */
  readonly encoded: Map<'br' | 'gzip', Promise<Buffer>>
  encodedBytes: number
}

type Rendered = { readonly stored: Stored } | { readonly uncacheable: Response }

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** an Accept-Encoding that names this encoding without refusing it (q=0) */
const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+\\s*)?(,|$)`)
const ACCEPTS_BR = accepts('br')
const ACCEPTS_GZIP = accepts('gzip')

/** brotli, else gzip, else none: as the request's Accept-Encoding allows (q=0 refuses) */
function encodingFor(headers: HeaderReader): 'br' | 'gzip' | null {
  const accepted = (headers.get('accept-encoding') ?? '').toLowerCase()
  return ACCEPTS_BR.test(accepted) ? 'br' : ACCEPTS_GZIP.test(accepted) ? 'gzip' : null
}

const sameTag = (header: string | null, etags: readonly string[]) =>
  header?.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '')
    return bare === '*' || etags.includes(bare)
  })

/** Marks an answer nobody else may be given: a page rendered for a personal request. */
export function personal(response: Response): Response {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  try {
    response.headers.set('cache-control', PERSONAL_CACHE_CONTROL)
    return response
  } catch {
    // a Response whose headers are immutable: the same answer, marked
    const headers = new Headers(response.headers)
    headers.set('cache-control', PERSONAL_CACHE_CONTROL)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/** How many addresses asked for once are remembered (their keys only, so the bound is small in memory). */
const ASKED_ONCE_KEYS = 20_000

export function createPageCache(settings: PageCacheSettings): PageCache {
  const entries = new LRUCache<string, Stored>({
    maxSize: settings.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(settings.maxBytes / 4)),
    sizeCalculation: (entry) => entry.html.byteLength + entry.encodedBytes + 512,
  })
  /**
   * Pages asked for once, not yet kept. A page is kept from its second request on (or when several ask for it while
   * it renders): a crawler walking filter combinations, or a campaign link with a new price range, asks for most
   * addresses once, and keeping those would push the pages shoppers come back to out of the budget and cost a
   * copy and a hash each. A page kept before is kept again when it renders anew (a new version, its lifetime over).
   */
  const asked = new LRUCache<string, number>({ max: ASKED_ONCE_KEYS })
  /** counts a request for a page not held */
  const ask = (key: string) => asked.set(key, (asked.get(key) ?? 0) + 1)
  /** whether a page rendered now is kept: asked for more than once, or kept before */
  const keeps = (key: string) => entries.has(key) || (asked.get(key) ?? 0) > 1
  /** one render per key and version at a time; everyone else asking waits for it */
  const rendering = new Map<string, Promise<Rendered>>()

  /** the render for this key and version, started unless one is running; `own` tells the one who started it */
  function renderOnce(
    key: string,
    version: string,
    render: Render,
  ): { readonly rendered: Promise<Rendered>; readonly own: boolean } {
    const flight = `${version}\n${key}`
    const running = rendering.get(flight)
    if (running !== undefined) return { rendered: running, own: false }
    const started = (async (): Promise<Rendered> => {
      // its age counts from when the render began: what it shows is from then
      const renderedAt = settings.now()
      const response = await render()
      const type = response.headers.get('content-type') ?? ''
      const cacheable =
        response.status === 200 &&
        type.startsWith('text/html') &&
        !response.headers.has('set-cookie') &&
        !response.headers.has('content-encoding') &&
        !/no-store|private/i.test(response.headers.get('cache-control') ?? '')
      if (!cacheable) return { uncacheable: response }
      const html = await bytesOf(response)
      const headers = [...response.headers].filter(
        ([name]) => !/^(content-length|cache-control|etag|vary|date)$/i.test(name),
      )
      const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`
      const stored: Stored = {
        status: 200,
        headers,
        html,
        etag,
        version,
        renderedAt,
        encoded: new Map(),
        encodedBytes: 0,
      }
      if (keeps(key)) {
        entries.set(key, stored)
        asked.delete(key)
      }
      return { stored }
    })()
    rendering.set(flight, started)
    const done = () => rendering.delete(flight)
    started.then(done, done)
    return { rendered: started, own: true }
  }

  function encoded(key: string, stored: Stored, encoding: 'br' | 'gzip'): Promise<Buffer> {
    let body = stored.encoded.get(encoding)
    if (!body) {
      // a kept page is compressed once for many answers, harder; a page answered and not kept, as cheaply as any
      // other page rendered for its request (quality 1, compression.ts)
      const quality = entries.peek(key) === stored ? 5 : 1
      body =
        encoding === 'br'
          ? brotli(stored.html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: stored.html.byteLength,
              },
            })
          : gzipped(stored.html, { level: 6 })
      stored.encoded.set(encoding, body)
      void body.then(
        (bytes) => {
          stored.encodedBytes += bytes.byteLength
          // stored again so the budget counts the new form (unless a newer render replaced it meanwhile)
          if (entries.peek(key) === stored) entries.set(key, stored)
        },
        () => stored.encoded.delete(encoding),
      )
    }
    return body
  }

  /** A kept page as the request asks for it: its encoding, or 304 when the request holds its ETag. */
  async function answer(request: Request, key: string, stored: Stored, ageMs: number): Promise<Response> {
    const encoding = encodingFor(request.headers)
    const etag = encoding ? `"${stored.etag.slice(1, -1)}-${encoding}"` : stored.etag
    // one list, made into headers once: the kept page's own, then what this answer says of it
    const headers: [string, string][] = [
      ...(stored.headers as [string, string][]),
      ['cache-control', PUBLIC_CACHE_CONTROL],
      ['vary', 'Accept-Encoding'],
      ['etag', etag],
      ['age', String(Math.max(0, Math.floor(ageMs / 1000)))],
    ]
    if (sameTag(request.headers.get('if-none-match'), [etag])) return new Response(null, { status: 304, headers })
    const body = encoding ? await encoded(key, stored, encoding) : stored.html
    if (encoding) headers.push(['content-encoding', encoding])
    headers.push(['content-length', String(body.byteLength)])
    return wholeAnswer(body, { status: stored.status, headers })
  }

  /** Where a page is kept: its tenant and key (the host as settled, the scheme, the path, the page's parameters). */
  function placeOf(
    url: URL,
    kind: PageKind | undefined,
    host: string | null,
    proto: string,
  ): { readonly slug: string; readonly key: string } | null {
    const query = pageQuery(url, kind)
    const tenant = query === null ? null : tenantOfHost(settings.tenants, host)
    if (query === null || !tenant) return null
    return { slug: tenant.site.slug, key: `${tenant.site.slug}\n${proto}://${host}${url.pathname}?${query}` }
  }

  /** the entry of a key held at the tenant's current version and younger than its lifetime, or null */
  function held(key: string, version: string, now: number): Stored | null {
    const stored = entries.get(key)
    return stored && stored.version === version && now - stored.renderedAt < settings.maxAgeMs ? stored : null
  }

  return {
    bytes: () => entries.calculatedSize,
    async serve(request, render, known) {
      const observe = settings.observe ?? (() => {})
      if (request.method !== 'GET' || !isAnonymous(request)) observe('bypass')
      if (request.method !== 'GET')
        return request.method === 'HEAD' && !isAnonymous(request) ? personal(await render()) : render()
      if (!isAnonymous(request)) return personal(await render())
      const { url, kind } = known
      const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(/:$/, '')
      const place = placeOf(url, kind, hostOf(request.headers), proto)
      // the store keeps the versions: while it cannot be read, pages are rendered for their own request, uncached
      const version = place && (await settings.versions.current(place.slug).catch(() => null))
      if (!place || version === null) {
        observe('bypass')
        return render()
      }
      const { key } = place
      const now = settings.now()
      const kept = held(key, version, now)
      if (kept) {
        // Past its fresh time: the first request renders it again for itself (a render belongs to its request: it
        // cannot run after its request has been answered), and everyone asking meanwhile is answered as it is.
        const stale = now - kept.renderedAt >= settings.freshMs
        observe(stale ? 'stale' : 'hit')
        if (stale) {
          const { rendered, own } = renderOnce(key, version, render)
          const fresh = own ? await rendered.catch(() => null) : null
          if (fresh && 'stored' in fresh) return answer(request, key, fresh.stored, 0)
          if (fresh) return fresh.uncacheable
        }
        return answer(request, key, kept, now - kept.renderedAt)
      }
      observe('miss')
      ask(key)
      const flight = renderOnce(key, version, render)
      // a render that failed for its own request (its shopper left) is not the waiting ones' failure
      const rendered = flight.own ? await flight.rendered : await flight.rendered.catch(() => null)
      if (rendered && 'stored' in rendered) return answer(request, key, rendered.stored, 0)
      // not a page to share (a redirect, a 404, a page that set a cookie): whoever waited renders their own
      return rendered && flight.own ? rendered.uncacheable : render()
    },
  }
}
