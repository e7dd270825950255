import { expect, type Page } from '@playwright/test'

interface Box {
  readonly text: string
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

/** The drawn boxes of every visible text of the header bar (the text itself, by a range over its characters). */
const headerTexts = () => {
  const boxes: Box[] = []
  const bar = document.querySelector('.site-header__bar')!
  const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim()
    const parent = node.parentElement!
    if (!text || parent.closest('[hidden], .visually-hidden, .nav__menu, .brands-popover')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const r of range.getClientRects()) {
      if (r.width > 0 && r.height > 0) boxes.push({ text, left: r.left, right: r.right, top: r.top, bottom: r.bottom })
    }
  }
  return { boxes, width: document.documentElement.clientWidth }
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/** The screen widths the header is checked at: two phones, a tablet, a laptop. */
export const HEADER_WIDTHS = [320, 390, 768, 1280] as const

/** At each of HEADER_WIDTHS, no two header texts overlap and none leaves the screen. */
export async function expectHeaderTextsFit(page: Page, slug: string): Promise<void> {
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const { boxes, width: screen } = await page.evaluate(headerTexts)
    // the texts are there to compare: the name and phone everywhere, Menu on phones
    expect(
      boxes.map((b) => b.text),
      `${width} px`,
    ).toEqual(expect.arrayContaining(width < 1024 ? ['Menu'] : ['Home']))
    const problems: string[] = []
    for (const [i, a] of boxes.entries()) {
      if (a.left < 0 || a.right > screen + 0.5)
        problems.push(
          `"${a.text}" leaves the screen at ${width} px (${Math.round(a.left)}–${Math.round(a.right)} of ${screen})`,
        )
      for (const b of boxes.slice(i + 1))
        if (a.text !== b.text && overlap(a, b)) problems.push(`"${a.text}" overlaps "${b.text}" at ${width} px`)
    }
    expect(problems, `${slug} at ${width} px`).toEqual([])
  }
}
