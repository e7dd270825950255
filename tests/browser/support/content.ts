import type { Page } from '@playwright/test'

/** The three tenants the content tests walk: a single-site AU dealer, the configured-navigation group, the NZ site. */
export const CONTENT_TENANTS = ['demo-motors', 'metro-auto-group', 'kiwi-cars-nz'] as const

/** Analytics entries the browser adapter logged on this page. */
export async function analyticsEvents(
  page: Page,
): Promise<{ event: string; event_id: number; [k: string]: unknown }[]> {
  return page.evaluate(() => (window as unknown as { __analyticsEvents?: never[] }).__analyticsEvents ?? [])
}

/** Every JSON-LD object on the page (arrays flattened). */
export async function jsonLd(page: Page): Promise<any[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => {
    const parsed = JSON.parse(t)
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}

/** Waits until hydration has attached React (the page-view effect has run). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((window as unknown as { __analyticsEvents?: unknown[] }).__analyticsEvents ?? []).length > 0,
    null,
    { timeout: 20_000 },
  )
}

/** GET a tenant URL from the test runner: `{slug}.localhost` does not resolve outside the browser, so the Host header names the tenant. */
export function tenantRequest(url: string): { url: string; headers: { host: string } } {
  const u = new URL(url)
  return { url: `${u.protocol}//localhost:${u.port}${u.pathname}${u.search}`, headers: { host: u.host } }
}
