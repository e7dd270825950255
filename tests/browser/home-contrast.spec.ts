import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { TENANT_FILES, siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'
import { axeSource } from './support/a11y.ts'

/**
 * Issue 30 item 9 (ridewest's home scored 97 for accessibility in Lighthouse): text contrast on every tenant's home
 * as Lighthouse checks it, on a phone-sized page as loaded, nothing scrolled and no section forced to paint. axe finds
 * a text's background by hit-testing what is painted; the home's last section sat over the dark footer while its
 * content was skipped (content-visibility), so its words were measured against the footer's colour.
 */
test.use({ viewport: { width: 412, height: 823 } })

const axePath = axeSource()

for (const { slug } of TENANT_FILES) {
  test(`${slug}: home text contrast holds as the page loads, as Lighthouse measures it`, async ({ page }, testInfo) => {
    test.skip(axePath === null, 'axe-core is not installed')
    await page.goto(siteUrl(testInfo, slug, '/'))
    await appReady(page)
    await page.evaluate(readFileSync(axePath!, 'utf8'))
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } })
      return result.violations.flatMap((v: any) => v.nodes.map((n: any) => n.target.join(' ')))
    })
    expect(violations).toEqual([])
  })
}
