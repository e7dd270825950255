import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Issue 30 item 9: every tenant's own pictures (tenants/assets: logos, brand tiles) show all of their words, and
 * each word stands out from what is drawn behind it. A word past the picture's edge is cut off wherever the picture
 * is shown (coastal-nissan's brand tile in the Brands menu read 'ERTIFIED PRE-OWNE'); white on yellow cannot be
 * read (heavy-haul-trucks' name). WCAG 1.4.3: text at least 4.5:1 against its background; a logo is drawn small in
 * the header, so the large-text allowance does not apply.
 */
const ASSETS = resolve(import.meta.dirname, '../../tenants/assets')
const PICTURES = readdirSync(ASSETS).flatMap((slug) =>
  readdirSync(join(ASSETS, slug))
    .filter((n) => n.endsWith('.svg'))
    .map((n) => `${slug}/${n}`),
)
const MIN_CONTRAST = 4.5

interface Word {
  readonly text: string
  readonly box: { x: number; y: number; width: number; height: number }
  readonly fill: string
  readonly behind: string | null
}

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

test('every tenant picture shows all its words inside its frame, each readable against what is behind it', async ({
  page,
}) => {
  expect(PICTURES.length).toBeGreaterThanOrEqual(10)
  const problems: string[] = []
  for (const picture of PICTURES) {
    await page.setContent(`<!doctype html><body style="margin:0">${readFileSync(join(ASSETS, picture), 'utf8')}</body>`)
    const { frame, words } = await page.evaluate(() => {
      const svg = document.querySelector('svg')!
      const vb = svg.viewBox.baseVal
      const shapes = [...svg.querySelectorAll('rect, circle, path, ellipse, polygon')] as SVGGraphicsElement[]
      const toHex = (colour: string | null) => {
        if (!colour?.startsWith('#')) return null
        return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour.toLowerCase()
      }
      const words = ([...svg.querySelectorAll('text')] as SVGTextElement[]).map((t) => {
        const b = t.getBBox()
        const centre = svg.createSVGPoint()
        centre.x = b.x + b.width / 2
        centre.y = b.y + b.height / 2
        // the last shape drawn before the text whose outline holds the text's centre
        const under = shapes
          .filter((s) => s.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING)
          .filter((s) => {
            const sb = s.getBBox()
            return centre.x >= sb.x && centre.x <= sb.x + sb.width && centre.y >= sb.y && centre.y <= sb.y + sb.height
          })
          .at(-1)
        return {
          text: t.textContent ?? '',
          box: { x: b.x, y: b.y, width: b.width, height: b.height },
          fill: toHex(t.getAttribute('fill')) ?? '#000000',
          behind: toHex(under?.getAttribute('fill') ?? null),
        }
      })
      return { frame: { x: vb.x, y: vb.y, width: vb.width, height: vb.height }, words }
    })
    for (const word of words as Word[]) {
      const { box } = word
      if (
        box.x < frame.x ||
        box.y < frame.y ||
        box.x + box.width > frame.x + frame.width ||
        box.y + box.height > frame.y + frame.height
      )
        problems.push(
          `${picture}: '${word.text}' runs past the picture's edge (${Math.round(box.x + box.width)} > ${frame.width})`,
        )
      if (word.behind === null) problems.push(`${picture}: '${word.text}' has no shape of one colour behind it`)
      else if (contrast(word.fill, word.behind) < MIN_CONTRAST)
        problems.push(
          `${picture}: '${word.text}' ${word.fill} on ${word.behind} is ${contrast(word.fill, word.behind).toFixed(2)}:1`,
        )
    }
  }
  expect(problems).toEqual([])
})
