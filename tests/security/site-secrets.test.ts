import { expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { SERVER_ONLY_FIELDS } from '@domain/tenancy/public-site.schema.ts'
import {
  describeBuilt,
  suiteServer,
  clientAssetFiles,
  clientServerFnIds,
  tenantsWith,
} from './support/production-server.ts'

/**
 * Issue 16 item 1: a tenant's server-only configuration (its search proxy's Authorization key, the search host
 * and index, anything SERVER_ONLY_FIELDS names) never reaches a browser: not in any page, server-function answer
 * or client asset. demo-motors gets a secret in every server-only field; every answer is searched for it.
 */
const SECRET = 'zq7-server-only'
const secretOf = (field: string) => `${SECRET}-${field}`

function withSecrets(site: Record<string, any>): void {
  for (const field of SERVER_ONLY_FIELDS) {
    const path = field.split('.')
    const name = path.pop()!
    const group = path.reduce((at, key) => (at[key] ??= {}), site)
    // a record field (the proxy's headers) gets its secret where a tenant keeps one: an Authorization header
    group[name] = field === 'search.custom_headers' ? { Authorization: `Bearer ${secretOf(field)}` } : secretOf(field)
  }
}

/** One of each page type of a car dealer's site (SPEC §2), found the way a shopper would. */
const PAGES = [
  '/',
  '/about-us',
  '/finance',
  '/contact-us',
  '/our-locations',
  '/my-garage',
  '/sell-my-car',
  '/reviews',
  '/no-such-page',
]

describeBuilt("a tenant's server-only configuration stays on the server", () => {
  const server = suiteServer({ TENANTS_DIR: tenantsWith('demo-motors', (file) => withSecrets(file.site)) })

  it('puts a secret in every server-only field, and the server starts with them', async () => {
    expect(SERVER_ONLY_FIELDS.length).toBeGreaterThan(0)
    const home = await server.send('GET', '/')
    expect(home.status).toBe(200)
    expect(home.body).toContain('Demo Motors')
  })

  it('serialises none of them into any page type: home, listing, detail, checkout, content, forms, locations, garage, 404', async () => {
    const redirect = await server.send('GET', '/search')
    const listing = await server.send('GET', String(redirect.headers.location ?? '/search'))
    expect(listing.status).toBe(200)
    const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(listing.body)?.[1]
    expect(car).toBeDefined()
    const others = await Promise.all(
      [...PAGES, car!, `${car}/checkout`].map(async (path) => ({ path, answer: await server.send('GET', path) })),
    )
    const answers = [{ path: 'listing', answer: listing }, ...others]
    for (const { path, answer } of answers) {
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.body.includes(SECRET), path).toBe(false)
    }
    // rendered pages, each naming the root loader's site in its site context file (web/site/site-script.tsx): the
    // file is searched too, and holds the site (so the search looked where a leak would be)
    const rendered = answers.filter(({ answer }) => answer.status === 200 || answer.status === 404)
    expect(rendered.length).toBeGreaterThanOrEqual(10)
    for (const { path, answer } of rendered) {
      const address = /<link rel="preload" href="(\/_site\/[0-9a-z]+)"/.exec(answer.body)?.[1]
      expect(address, path).toBeDefined()
      const context = await server.send('GET', address!)
      expect(context.body.includes(SECRET), `${path}: ${address}`).toBe(false)
      expect(context.body.includes('price_ascending_requires_price'), path).toBe(true)
    }
  })

  it('answers none of them from any server function the browser can call', async () => {
    const ids = clientServerFnIds()
    expect(ids.length).toBeGreaterThan(5)
    expect(ids.length).toBeLessThanOrEqual(40)
    for (const id of ids) {
      const answer = await server.send('GET', `/_serverFn/${id}`, {
        headers: { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true' },
      })
      expect(answer.body.includes(SECRET), id).toBe(false)
    }
  })

  it('ships none of them in a client asset', () => {
    for (const file of clientAssetFiles()) expect(readFileSync(file).includes(SECRET), file).toBe(false)
  })
})
