import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { appSettled } from './app-ready.ts'

const require = createRequire(import.meta.url)

/** axe-core's browser bundle when the package is installed, else null (the hand-written checks still run). */
export function axeSource(): string | null {
  try {
    const path = require.resolve('axe-core/axe.min.js')
    return existsSync(path) ? path : null
  } catch {
    return null
  }
}

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: number
  readonly targets: string[]
}

/**
 * WCAG 2.1 A/AA violations reported by axe on the page as it is now, plus those of the named best-practice rules
 * (axe tags e.g. landmark-unique and heading-order best-practice, outside the WCAG tags).
 */
export async function runAxe(page: Page, path: string, bestPractice: readonly string[] = []): Promise<AxeViolation[]> {
  // evaluated through the test's own channel, as the page's Content-Security-Policy refuses an added inline script
  await page.evaluate(readFileSync(path, 'utf8'))
  return page.evaluate(async (extra) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    // Sections far below the first screen (content-visibility: auto) are painted only once scrolled near, and axe's
    // contrast rule finds a text's background by hit-testing what is painted (there: the next section or the footer
    // over the skipped one's placeholder). Checked as a shopper who scrolled there sees them, every section drawn
    // (as support/drawn.ts does), and the page left as it was.
    const drawn = new CSSStyleSheet()
    drawn.replaceSync('* { content-visibility: visible !important; }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawn]
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
    })
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawn)
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  }, bestPractice)
}

/**
 * Checks that need no library: images have alt, form controls have labels, the landmarks exist, headings do not
 * skip levels, and the main text has at least 4.5:1 contrast (computed styles, solid backgrounds).
 */
export async function basicA11yProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
    for (const img of Array.from(document.querySelectorAll('img')))
      if (!img.hasAttribute('alt')) problems.push(`image without alt: ${img.src.slice(0, 80)}`)
    for (const control of Array.from(document.querySelectorAll('input:not([type=hidden]), select, textarea'))) {
      const el = control as HTMLInputElement
      const labelled =
        (el.labels && el.labels.length > 0) ||
        el.getAttribute('aria-label') ||
        el.getAttribute('aria-labelledby') ||
        el.title
      if (!labelled) problems.push(`form control without label: ${describe(el)}`)
    }
    for (const landmark of ['header', 'nav', 'main', 'footer'])
      if (!document.querySelector(landmark)) problems.push(`missing landmark: ${landmark}`)
    if (document.querySelectorAll('main').length !== 1) problems.push('expected exactly one main')
    const headings = Array.from(
      document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'),
    ).filter((h) => (h as HTMLElement).offsetParent !== null || h.closest('[hidden]') === null)
    if (document.querySelectorAll('main h1').length !== 1)
      problems.push(`expected one h1 in main, found ${document.querySelectorAll('main h1').length}`)
    let previous = 0
    for (const h of headings) {
      const level = Number(h.tagName[1])
      if (previous && level > previous + 1)
        problems.push(`heading level skips from h${previous} to h${level}: "${h.textContent?.trim().slice(0, 40)}"`)
      previous = level
    }
    const parse = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c)
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null
    }
    const luminance = ([r, g, b]: number[]) => {
      const ch = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!)
    }
    const background = (el: Element | null): number[] | null => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.backgroundImage !== 'none') return null
        const c = parse(style.backgroundColor)
        if (c && c[3] === 1) return c
        if (c && c[3] > 0) return null
      }
      return [255, 255, 255]
    }
    const texts = Array.from(
      document.querySelectorAll(
        'main p, main li, main td, main th, main h1, main h2, main h3, main a, main span, main summary',
      ),
    )
    for (const el of texts) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim() !== '')
      if (!own || (el as HTMLElement).offsetParent === null) continue
      const style = getComputedStyle(el)
      const fg = parse(style.color)
      const bg = background(el)
      if (!fg || !bg || fg[3] < 1) continue
      const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a)
      const ratio = (l1! + 0.05) / (l2! + 0.05)
      const large =
        parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700)
      if (ratio < (large ? 3 : 4.5))
        problems.push(`low contrast ${ratio.toFixed(2)}: ${describe(el)} "${el.textContent?.trim().slice(0, 30)}"`)
    }
    return [...new Set(problems)]
  })
}

/** Once the page answers: the hand-written checks, then axe's WCAG A/AA rules (skipped when axe-core is not installed). */
export async function expectAccessible(page: Page): Promise<void> {
  await appSettled(page)
  expect(await basicA11yProblems(page)).toEqual([])
  const axe = axeSource()
  test.skip(!axe, 'axe-core is not installed: only the basic checks ran')
  expect(await runAxe(page, axe!, ['landmark-unique', 'heading-order'])).toEqual([])
}
