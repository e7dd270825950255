import { expect, it } from 'vitest'
import {
  describeBuilt,
  suiteServer,
  startProductionServer,
  type ProductionServer,
} from './support/production-server.ts'

/**
 * Issue 16 item 3, against the production server: X-Forwarded-For, -Host and -Proto are believed only from the
 * proxies TRUST_PROXY names (here the test client on loopback), using the rightmost address that is not one of
 * them; without the setting a client cannot rename itself, switch tenant or scheme through them.
 */

const LOOKUP = { 'content-type': 'application/json' }
const lookupBody = JSON.stringify({ rego: 'ABC123', regoState: 'NSW' })

/** 11 trade-in lookups (the limit lets 10 through at once per client), each with the X-Forwarded-For `forwardedFor(i)`. */
async function lookups(server: ProductionServer, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    statuses.push(
      (
        await server.send('POST', '/api/trade-in-lookup', {
          headers: { ...LOOKUP, 'x-forwarded-for': forwardedFor(i) },
          body: lookupBody,
        })
      ).status,
    )
  }
  return statuses
}

describeBuilt('forwarded headers without TRUST_PROXY (the default: trust none)', () => {
  const server = suiteServer()

  it('counts every request from one socket as one client, whatever X-Forwarded-For says', async () => {
    expect(await lookups(server, (i) => `10.1.0.${i + 1}`)).toEqual([...Array(10).fill(200), 429])
  })

  it('takes the tenant from the Host header, not X-Forwarded-Host', async () => {
    const answer = await server.send('GET', '/', {
      host: 'nowhere.example',
      headers: { 'x-forwarded-host': 'demo-motors.localhost' },
    })
    expect(answer.status).toBe(404)
    expect(answer.body).not.toContain('Demo Motors')
  })

  it("prints robots.txt with the socket's scheme, whatever X-Forwarded-Proto says", async () => {
    for (const proto of ['javascript:alert(1)//', 'https']) {
      const answer = await server.send('GET', '/robots.txt', { headers: { 'x-forwarded-proto': proto } })
      expect(answer.body, proto).toContain('Sitemap: http://demo-motors.localhost/sitemap.xml')
    }
  })
})

describeBuilt('forwarded headers behind TRUST_PROXY=loopback', () => {
  const server = suiteServer({ TRUST_PROXY: 'loopback' })

  it('counts each forwarded client on its own', async () => {
    expect(await lookups(server, (i) => `10.2.0.${i + 1}`)).toEqual(Array(11).fill(200))
  })

  it('counts the rightmost address that is not a trusted proxy: a client prepending addresses stays one client', async () => {
    expect(await lookups(server, (i) => `10.3.9.${i + 1}, 203.0.113.7, 127.0.0.1`)).toEqual([
      ...Array(10).fill(200),
      429,
    ])
  })

  it('takes the tenant from a trusted X-Forwarded-Host, and ignores one that is not a host name', async () => {
    const forwarded = await server.send('GET', '/robots.txt', {
      host: 'nowhere.example',
      headers: { 'x-forwarded-host': 'demo-motors.localhost' },
    })
    expect(forwarded.status).toBe(200)
    expect(forwarded.body).toContain('Sitemap: http://demo-motors.localhost/sitemap.xml')
    const bad = await server.send('GET', '/robots.txt', { headers: { 'x-forwarded-host': 'evil.example/<script>' } })
    expect(bad.body).toContain('Sitemap: http://demo-motors.localhost/sitemap.xml')
  })

  it('believes a trusted X-Forwarded-Proto only when it is http or https', async () => {
    const https = await server.send('GET', '/robots.txt', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.body).toContain('Sitemap: https://demo-motors.localhost/sitemap.xml')
    const script = await server.send('GET', '/robots.txt', {
      headers: { 'x-forwarded-proto': 'javascript:alert(1)//' },
    })
    expect(script.body).toContain('Sitemap: http://demo-motors.localhost/sitemap.xml')
    expect(script.body).not.toContain('javascript')
  })
})

describeBuilt('TRUST_PROXY values', () => {
  it('stops start-up with one line naming a value that is not an address, a range, loopback or a hop count', async () => {
    await expect(startProductionServer({ TRUST_PROXY: 'loopback, proxy.internal' })).rejects.toThrow(
      'TRUST_PROXY: "proxy.internal" is not an address, a CIDR range, "loopback" or a hop count',
    )
  })
})
