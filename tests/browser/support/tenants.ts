import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

const sitesDir = resolve(import.meta.dirname, '../../../tenants/sites')

/** The raw tenant files, as the browser tests' source of expectations. */
export const TENANT_FILES: readonly { slug: string; file: any }[] = readdirSync(sitesDir)
  .filter((n) => n.endsWith('.json'))
  .map((n) => {
    const file = JSON.parse(readFileSync(join(sitesDir, n), 'utf8'))
    return { slug: file.site.slug as string, file }
  })

export function tenant(slug: string): any {
  const found = TENANT_FILES.find((t) => t.slug === slug)
  if (!found) throw new Error(`no tenant ${slug}`)
  return found.file
}

/** `http://{slug}.localhost:{port}` for the project's server. */
export function siteUrl(testInfo: TestInfo, slug: string, path = '/'): string {
  const base = new URL(String(testInfo.project.use.baseURL))
  return `http://${slug}.localhost:${base.port}${path}`
}

/** Collects console errors and failed requests for the page's life; call the result to read them. */
export function watchForProblems(page: Page): () => string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // the page itself cancelled it (a navigation, or a newer search superseding an older one): not a failure
    if (reason === 'net::ERR_ABORTED') return
    problems.push(`request failed: ${request.url()} ${reason}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return () => problems
}
