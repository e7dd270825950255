import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const built = existsSync(join(root, 'dist/server/server.js'))
const slugs = readdirSync(join(root, 'tenants/sites'))
  .filter((n) => n.endsWith('.json'))
  .map((n) => n.replace(/\.json$/, ''))
  .sort()

const nameOf = (slug: string): string =>
  JSON.parse(readFileSync(join(root, 'tenants/sites', `${slug}.json`), 'utf8')).site.name
const escaped = (text: string) => text.replace(/&/g, '&amp;')

/** The tenant links of the directory page, in page order. */
const siteLinks = (html: string): string[] =>
  [...html.matchAll(/<a href="([^"]+)" data-slug="[^"]+"/g)].map((m) => m[1]!)

// Over HTTP against the production server (npm test builds first), as a newcomer's first click goes.
describe.skipIf(!built && !process.env.CI)('the directory of demo sites on bare localhost', () => {
  const port = 21_000 + Math.floor(Math.random() * 20_000)
  let child: ChildProcess
  beforeAll(async () => {
    child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        TRUST_PROXY: 'loopback',
        ADAPTERS: 'demo',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'directory-')),
      },
    })
    await new Promise<void>((ok) => child.stdout!.on('data', (d) => String(d).includes('Serving') && ok()))
  }, 30_000)
  afterAll(() => {
    child.kill('SIGTERM')
  })

  const open = (host: string, path = '/', headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-forwarded-host': host, accept: 'text/html', ...headers } })

  it('answers 200 and links every site with the scheme and port it was opened on; each link opens that site’s home', async () => {
    const answer = await open(`localhost:${port}`)
    expect(answer.status).toBe(200)
    const links = siteLinks(await answer.text())
    expect(links).toEqual(slugs.map((slug) => `http://${slug}.localhost:${port}/`))
    for (const link of links) {
      const url = new URL(link)
      const home = await open(url.host, url.pathname)
      expect(home.status, link).toBe(200)
      expect(await home.text(), link).toContain(`<title>${escaped(nameOf(url.hostname.replace(/\.localhost$/, '')))}`)
    }
  }, 60_000)

  it('behind a TLS proxy on the default port: https links without a port', async () => {
    const answer = await open('localhost', '/', { 'x-forwarded-proto': 'https' })
    expect(answer.status).toBe(200)
    expect(siteLinks(await answer.text())).toEqual(slugs.map((slug) => `https://${slug}.localhost/`))
  })

  it('a host that names no site still answers 404', async () => {
    expect((await open(`no-such-dealer.localhost:${port}`)).status).toBe(404)
  })
})
