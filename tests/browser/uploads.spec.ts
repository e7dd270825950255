import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { formReady, eachTestFromOwnAddress } from './support/forms.ts'
import {
  answerCaptchaIn,
  attachFiles,
  careers,
  expectSuccess,
  fillContact,
  parts,
  profile,
  tradeInFourStep,
  type FormRun,
  type PickedFile,
} from './support/every-form.ts'
import { realJpeg, realPdf } from '../support/real-files.ts'

// Handing megabytes to the browser's file chooser and sending them on takes a while on a busy machine: these tests
// get more time (nothing in them waits on a clock).
test.describe.configure({ timeout: 120_000 })

eachTestFromOwnAddress()

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

/**
 * The file the dealer's link to attachment `name` of the lead sent from `run` fetches, once the lead is delivered
 * (the inbox of /mock/leads shows the link from then on).
 */
async function deliveredFile(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  slug: string,
  run: FormRun,
  name: string,
): Promise<Buffer> {
  const link = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: run.email })
    .getByRole('list', { name: 'Attachments' })
    .getByRole('link', { name })
  await expect(async () => {
    await page.goto(siteUrl(testInfo, slug, '/mock/leads'))
    await expect(link).toBeVisible({ timeout: 2_000 })
  }).toPass()
  const url = new URL((await link.getAttribute('href'))!)
  const fetched = await request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
  })
  expect(fetched.status()).toBe(200)
  return fetched.body()
}

const pdfFile = (name: string, bytes: number): PickedFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: realPdf(bytes),
})
const jpegFile = async (name: string, bytes: number, seed: number): Promise<PickedFile> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await realJpeg(bytes, seed),
})

// Real-size files through the forms, on two tenants with different settings (one dealership; three dealerships and
// several locations): a résumé PDF of 250 KB, phone photos of a few MB.
for (const slug of ['demo-motors', 'prestige-preowned'] as const) {
  test(`careers on ${slug}: a real-size PDF résumé reaches the dealer whole`, async ({ page, request }, testInfo) => {
    const resume = pdfFile('pat-tester-cv.pdf', 250 * 1024)
    const run = await careers(page, testInfo, profile(slug), resume)
    await expectSuccess(page, run)
    const file = await deliveredFile(page, request, testInfo, slug, run, 'pat-tester-cv.pdf')
    expect(file.byteLength).toBe(resume.buffer.byteLength)
    expect(file.equals(resume.buffer)).toBe(true)
  })

  test(`parts enquiry on ${slug}: a phone photo of a few MB reaches the dealer whole`, async ({
    page,
    request,
  }, testInfo) => {
    const photo = await jpegFile('brake-caliper.jpg', 3 * 1024 * 1024, 11)
    const run = await parts(page, testInfo, profile(slug), photo)
    await expectSuccess(page, run)
    const file = await deliveredFile(page, request, testInfo, slug, run, 'brake-caliper.jpg')
    expect(file.equals(photo.buffer)).toBe(true)
  })

  test(`four-step trade-in on ${slug}: three photos of a few MB each reach the dealer whole`, async ({
    page,
    request,
  }, testInfo) => {
    const photos = await Promise.all(
      ['front.jpg', 'side.jpg', 'interior.jpg'].map((name, i) => jpegFile(name, 3 * 1024 * 1024, 21 + i)),
    )
    const run = await tradeInFourStep(page, testInfo, profile(slug), { photos })
    await expectSuccess(page, run)
    for (const photo of photos) {
      const file = await deliveredFile(page, request, testInfo, slug, run, photo.name)
      expect(file.equals(photo.buffer), photo.name).toBe(true)
    }
  })
}

test('a résumé over 5 MB is named with why before it is sent; what the shopper typed stays, and a smaller one goes', async ({
  page,
  request,
}, testInfo) => {
  const slug = 'demo-motors'
  const t = profile(slug)
  const uploads: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/uploads') uploads.push(r.method())
  })
  await page.goto(siteUrl(testInfo, slug, '/careers'))
  await formReady(page)
  const form = page.locator('form.lead-form')
  const email = `too-large.${testInfo.project.name}.${Date.now().toString(36)}@example.com`
  await fillContact(form, t, email, { message: true })
  await form.getByRole('textbox', { name: 'Position' }).fill('Service Advisor')

  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Resume: choose file' }).click()
  await (await chooser).setFiles(pdfFile('long-cv.pdf', 6 * 1024 * 1024))
  const group = form.getByRole('group', { name: 'Resume' })
  await expect(group.getByRole('alert')).toHaveText('"long-cv.pdf" is larger than 5 MB; attach a smaller file.')
  await expect(group).toContainText('No file chosen')
  expect(uploads).toEqual([])
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Tester')
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('Service Advisor')

  const resume = pdfFile('short-cv.pdf', 300 * 1024)
  await attachFiles(form, 'Resume', [resume])
  await expect(group.getByRole('alert')).toHaveCount(0)
  await answerCaptchaIn(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  const run: FormRun = { calls: [], email, category: 'careers', steps: 1 }
  await expectSuccess(page, run)
  expect((await deliveredFile(page, request, testInfo, slug, run, 'short-cv.pdf')).equals(resume.buffer)).toBe(true)
})
