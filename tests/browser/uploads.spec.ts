import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { ownAddress } from './support/forms.ts'
import { careers, expectSuccess, profile } from './support/every-form.ts'

test.beforeEach(async ({ page }, testInfo) => {
  await ownAddress(page, testInfo)
})

test('a résumé sent with the careers form reaches the inbox as a link that fetches the file', async ({
  page,
  request,
}, testInfo) => {
  const run = await careers(page, testInfo, profile('demo-motors'))
  await expectSuccess(page, run)

  await page.goto(siteUrl(testInfo, 'demo-motors', '/mock/leads'))
  const row = page.getByRole('table').getByRole('row').filter({ hasText: run.email })
  const link = row.getByRole('list', { name: 'Attachments' }).getByRole('link', { name: 'pat-tester-resume.pdf' })
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(/\/api\/uploads\/[A-Za-z0-9_-]+\?expires=\d+&signature=[A-Za-z0-9_-]+$/)

  // Node cannot resolve {slug}.localhost as browsers do: ask the loopback address and name the site in Host
  const url = new URL(href)
  const fetched = await request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
  })
  expect(fetched.status()).toBe(200)
  expect((await fetched.body()).toString()).toBe('%PDF-1.4 resume')
  expect(fetched.headers()['content-type']).toBe('application/pdf')
  expect(fetched.headers()['content-disposition']).toMatch(/^attachment;/)
  // a link with its signature changed opens nothing (its first character swapped for another: writing 'x' over it
  // left the link as it was whenever the signature began with 'x')
  const signature = url.searchParams.get('signature')!
  const changed = `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`
  const forged = await request.get(
    `http://127.0.0.1:${url.port}${url.pathname}${url.search.replace(`signature=${signature}`, `signature=${changed}`)}`,
    { headers: { host: url.host } },
  )
  expect(forged.status()).toBe(404)
})

test('a file of the wrong kind is refused with a message saying so, and the field stays empty', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/careers'))
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 20_000 })
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Resume: choose file' }).click()
  await (await chooser).setFiles({
    name: 'resume.pdf.exe',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 not a resume'),
  })
  const group = page.getByRole('group', { name: 'Resume' })
  await expect(group.getByRole('alert')).toHaveText('"resume.pdf.exe" is not a PDF or Word document.')
  await expect(group).toContainText('No file chosen')
})
