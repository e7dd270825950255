import { expect, type Page } from '@playwright/test'

/** Issue #17 item 12: at 1280 px the hero's right half shows the tenant's promotions, not empty brand colour. */
export async function expectHeroPromotions(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 })
  const hero = page.locator('.home-hero')
  const slider = hero.getByRole('region', { name: 'Current promotions' })
  await expect(slider).toBeVisible()
  const picture = slider.locator('.promo-slider__slide:not([hidden]) img')
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const heroBox = (await hero.boundingBox())!
  const search = (await hero.locator('.home-search').first().boundingBox())!
  const box = (await picture.boundingBox())!
  const middle = heroBox.x + heroBox.width / 2
  // beside the search, in the right half, filling most of it
  expect(box.x).toBeGreaterThanOrEqual(middle - 24)
  expect(box.x).toBeGreaterThanOrEqual(search.x + search.width)
  expect(box.width).toBeGreaterThan(heroBox.width * 0.35)
  expect(box.y + box.height).toBeLessThanOrEqual(heroBox.y + heroBox.height)
}
