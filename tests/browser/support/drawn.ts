import type { Page } from '@playwright/test'

/**
 * Sections far below the first screen (`content-visibility: auto`: the listing's later cards, home's sections, the
 * footer) are laid out and painted only once scrolled near. Until then Chromium leaves them out of what depends on
 * painting: `innerText` reads nothing there and hit-testing finds what is drawn around them. This draws every section,
 * as a shopper who scrolled to each would see it, for a check that reads the page's text as rendered.
 */
export async function drawEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    const drawn = new CSSStyleSheet()
    drawn.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawn]
  })
}
