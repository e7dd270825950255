import { expect, type Page } from '@playwright/test'
import { appReady } from './app-ready.ts'

/** The part of a search answer the listing tests compare with the page. */
export interface SearchAnswer {
  estimatedTotalHits: number
  hits: Array<{ id: string; name: string; slug: string }>
  facetDistribution: Record<string, Record<string, number>>
}

/** The server's search answer, asked from inside the page (same origin, so the tenant is the page's Host). */
export async function serverSearch(page: Page, body: Record<string, unknown>): Promise<SearchAnswer> {
  const { status, answer } = await page.evaluate(async (b) => {
    const response = await fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    })
    return { status: response.status, answer: await response.json() }
  }, body)
  expect(status).toBe(200)
  return answer as SearchAnswer
}

/** The server render is complete and visible at once; controls answer once the page has hydrated. */
export const hydrated = (page: Page) => appReady(page)

// the text as written (a card below the first screen is not drawn until scrolled near, and innerText reads it as '')
export const cardNames = (page: Page) => page.locator('article.vc h3').allTextContents()
