import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createMemoryTenantVersions } from '@adapters/tenant-version-memory/memory-tenant-versions.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createPageCache, isAnonymous, pageQuery, PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './page-cache.ts'
import { withContentSecurityPolicy } from './content-security-policy.ts'
import { NO_SOURCES } from './csp-sources.ts'

/** two tenants, each on its own host: the directory the cache resolves hosts with */
const tenants = {
  resolve: (host: string | null | undefined) => {
    const slug = host?.split('.')[0]
    return slug === 'alpha' || slug === 'beta' ? { kind: 'tenant' as const, slug } : { kind: 'unknown' as const }
  },
  bySlug: (slug: string) => ({ site: { slug } }) as unknown as Tenant,
}

/** what the routes say of their pages here: home and car pages are one page each, /search/… are listings */
const kindOf = (pathname: string) =>
  pathname === '/' || /^\/cars\/[^/]+$/.test(pathname)
    ? ('page' as const)
    : pathname.startsWith('/search/')
      ? ('listing' as const)
      : undefined

function harness(options: { maxBytes?: number } = {}) {
  let now = 1_000_000
  const versions = createMemoryTenantVersions()
  const outcomes: string[] = []
  const cache = createPageCache({
    versions,
    tenants,
    now: () => now,
    maxBytes: options.maxBytes ?? 1_000_000,
    freshMs: 30_000,
    maxAgeMs: 60_000,
    observe: (o) => outcomes.push(o),
  })
  const renders: string[] = []
  /** the "server": a page naming its host, address and what the tenant's stock says now */
  const stock = new Map<string, string>()
  const get = (url: string, headers: Record<string, string> = {}) => {
    const request = new Request(url, { headers: { host: new URL(url).host, ...headers } })
    const address = new URL(url)
    return cache.serve(
      request,
      async () => {
        renders.push(url)
        const body = `<html>${address.host} ${address.pathname} ${stock.get(address.host.split('.')[0]!) ?? 'available'} ${'x'.repeat(2000)}</html>`
        return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      },
      { url: address, kind: kindOf(address.pathname) },
    )
  }
  /** a page asked for twice: the cache keeps a page from its second request on */
  const keep = async (url: string) => {
    await get(url)
    return get(url)
  }
  return { cache, versions, renders, stock, get, keep, outcomes, advance: (ms: number) => (now += ms) }
}

describe('the response cache for anonymous pages', () => {
  it('two tenants with the same path each get their own page', async () => {
    const { get } = harness()
    const a = await (await get('http://alpha.localhost/search/cars')).text()
    const b = await (await get('http://beta.localhost/search/cars')).text()
    expect(a).toContain('alpha.localhost')
    expect(b).toContain('beta.localhost')
    expect(await (await get('http://alpha.localhost/search/cars')).text()).toContain('alpha.localhost')
  })

  it('a signed-in request is rendered for itself, not stored, and marked private', async () => {
    const { get, renders } = harness()
    const signedIn = await get('http://alpha.localhost/', { cookie: 'garage_session=s3cret' })
    expect(signedIn.headers.get('cache-control')).toBe(PERSONAL_CACHE_CONTROL)
    await get('http://alpha.localhost/', { cookie: 'garage_session=s3cret' })
    await get('http://alpha.localhost/', { cookie: '_ga=GA1.1; reserved_car-1=intent' })
    expect(renders).toHaveLength(3)
    const anonymous = await get('http://alpha.localhost/')
    expect(anonymous.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(renders).toHaveLength(4)
  })

  it('after a reservation bumps the tenant, the next request shows the car reserved; the other tenant keeps its entry', async () => {
    const { get, keep, versions, stock, renders } = harness()
    await keep('http://alpha.localhost/search/cars')
    await keep('http://beta.localhost/search/cars')
    renders.splice(0)
    stock.set('alpha', 'reserved')
    await versions.bump('alpha')
    expect(await (await get('http://alpha.localhost/search/cars')).text()).toContain('reserved')
    await get('http://beta.localhost/search/cars')
    expect(renders).toEqual(['http://alpha.localhost/search/cars'])
    // the page kept before is kept at its new version at once
    expect(await (await get('http://alpha.localhost/search/cars')).text()).toContain('reserved')
    expect(renders).toHaveLength(1)
  })

  it('reads a parameter named like an object property as any other unknown parameter', () => {
    const plain = pageQuery(new URL('http://a.localhost/search/new-used-and-demo-cars'), 'listing')
    for (const key of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(pageQuery(new URL(`http://a.localhost/search/new-used-and-demo-cars?${key}=1&${key}=2`), 'listing')).toBe(
        plain,
      )
    }
  })

  it('tracking and unknown parameters share the entry; the listing parameters, in any order, make one', async () => {
    const { get, renders } = harness()
    // asked twice under one key (kept from the second), then a third time under it: rendered twice
    await get('http://alpha.localhost/search/cars?sortBy=price_asc&page=2')
    await get('http://alpha.localhost/search/cars?page=2&utm_source=news&gclid=1&sortBy=price_asc&whatever=x')
    await get('http://alpha.localhost/search/cars?fbclid=2&page=2&sortBy=price_asc')
    expect(renders).toHaveLength(2)
    await get('http://alpha.localhost/search/cars?page=3&sortBy=price_asc')
    expect(renders).toHaveLength(3)
    expect(pageQuery(new URL('http://a/search/cars?utm_medium=x&refinementList[make][0]=Ford&page=2'), 'listing')).toBe(
      'page=2&refinementList%5Bmake%5D%5B0%5D=Ford',
    )
    // a route's pages of kind `page` are one page whatever the parameters; a route that says nothing is not kept
    expect(pageQuery(new URL('http://a/cars/some-car?utm_source=x&page=2'), 'page')).toBe('')
    expect(pageQuery(new URL('http://a/cars/trade-in?car_id=1'), undefined)).toBeNull()
    expect(pageQuery(new URL('http://a/my-garage'), undefined)).toBeNull()
  })

  it('answers 304 to a matching If-None-Match, per encoding, and serves brotli that decodes to the page', async () => {
    const { get } = harness()
    const plain = await get('http://alpha.localhost/')
    const etag = plain.headers.get('etag')!
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect((await get('http://alpha.localhost/', { 'if-none-match': etag })).status).toBe(304)
    const br = await get('http://alpha.localhost/', { 'accept-encoding': 'gzip, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await plain.text())
    expect(
      (await get('http://alpha.localhost/', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag')! }))
        .status,
    ).toBe(304)
    expect((await get('http://alpha.localhost/', { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200)
  })

  it('stays within its byte budget under 10,000 distinct addresses', async () => {
    const budget = 200_000
    const { get, cache } = harness({ maxBytes: budget })
    let most = 0
    for (let i = 0; i < 10_000; i++) {
      // each asked twice, so that each is kept
      for (const _ of [1, 2]) await (await get(`http://alpha.localhost/search/cars?page=${i}`)).arrayBuffer()
      most = Math.max(most, cache.bytes())
    }
    expect(most).toBeLessThanOrEqual(budget)
    expect(cache.bytes()).toBeGreaterThan(budget / 2)
  })

  it('keeps a page from its second request on, so addresses asked for once never push out the pages kept', async () => {
    const budget = 200_000
    const { get, keep, renders, outcomes } = harness({ maxBytes: budget })
    await keep('http://alpha.localhost/')
    expect(outcomes.splice(0)).toEqual(['miss', 'miss'])
    // a crawler's walk: 1,000 addresses asked for once each, ten times the budget together
    for (let i = 0; i < 1_000; i++) await (await get(`http://alpha.localhost/search/cars?page=${i}`)).arrayBuffer()
    renders.splice(0)
    outcomes.splice(0)
    await get('http://alpha.localhost/')
    expect(renders).toEqual([])
    expect(outcomes).toEqual(['hit'])
  })

  it('renders a page once for many requests at the same moment; past its fresh time one request renders it again while the others are answered as it is', async () => {
    const { get, renders, advance, outcomes } = harness()
    await Promise.all(Array.from({ length: 20 }, () => get('http://alpha.localhost/')))
    expect(renders).toHaveLength(1)
    expect(outcomes.splice(0)).toEqual(Array(20).fill('miss'))
    advance(31_000)
    const ages = await Promise.all(
      Array.from({ length: 5 }, async () => (await get('http://alpha.localhost/')).headers.get('age')),
    )
    expect(ages).toEqual(['0', '31', '31', '31', '31'])
    expect(renders).toHaveLength(2)
    expect(outcomes.splice(0)).toEqual(Array(5).fill('stale'))
    // the new render is kept: answered fresh, with no render of its own
    expect((await get('http://alpha.localhost/')).headers.get('age')).toBe('0')
    expect(outcomes.splice(0)).toEqual(['hit'])
    expect(renders).toHaveLength(2)
    advance(61_000)
    expect((await get('http://alpha.localhost/')).headers.get('age')).toBe('0')
    expect(renders).toHaveLength(3)
    await get('http://alpha.localhost/my-garage')
    expect(outcomes).toEqual(['miss', 'bypass'])
  })

  it('a cookie set only by measurement scripts leaves a request anonymous; any other cookie or credentials do not', () => {
    const with_ = (headers: Record<string, string>) => isAnonymous(new Request('http://a/', { headers }))
    expect(with_({})).toBe(true)
    expect(with_({ cookie: '_ga=1; _gid=2; _fbp=3' })).toBe(true)
    expect(with_({ cookie: '_ga=1; garage_session=x' })).toBe(false)
    expect(with_({ cookie: 'reserved_abc=intent' })).toBe(false)
    expect(with_({ authorization: 'Bearer x' })).toBe(false)
  })
})

describe('the response cache keeps each page with its Content-Security-Policy (issue 16 item 10)', () => {
  it('a cached page, plain or compressed, answers the policy it was rendered with; a tenant change renders a new one', async () => {
    const versions = createMemoryTenantVersions()
    const cache = createPageCache({
      versions,
      tenants,
      now: () => 1_000_000,
      maxBytes: 1_000_000,
      freshMs: 30_000,
      maxAgeMs: 60_000,
    })
    /** the tenant's configured hosts now (its configuration changes bump its version) */
    let chat = 'https://chat-one.example'
    let renders = 0
    const get = (headers: Record<string, string> = {}) =>
      cache.serve(
        new Request('http://alpha.localhost/', { headers: { host: 'alpha.localhost', ...headers } }),
        async () => {
          renders++
          const page = new Response(`<html><script>window.render = ${renders}</script>${'x'.repeat(2000)}</html>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
          return withContentSecurityPolicy(page, () => ({ ...NO_SOURCES, script: [chat] }))
        },
        { url: new URL('http://alpha.localhost/'), kind: kindOf('/') },
      )
    await get() // asked once: answered, not kept
    const first = await get()
    const policy = first.headers.get('content-security-policy')!
    expect(policy).toContain(`'sha256-${createHash('sha256').update('window.render = 2').digest('base64')}'`)
    expect(policy).toContain('https://chat-one.example')
    expect((await get()).headers.get('content-security-policy')).toBe(policy)
    expect((await get({ 'accept-encoding': 'br' })).headers.get('content-security-policy')).toBe(policy)
    expect(renders).toBe(2)
    chat = 'https://chat-two.example'
    await versions.bump('alpha')
    const changed = (await get()).headers.get('content-security-policy')!
    expect(renders).toBe(3)
    expect(changed).toContain('https://chat-two.example')
    expect(changed).toContain(`'sha256-${createHash('sha256').update('window.render = 3').digest('base64')}'`)
  })
})
