import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { CONTENT_TENANTS, jsonLd, tenantRequest } from './support/content.ts'

/** schema.org checks: the type and the properties Google's rich results need. */
function checkAutoDealer(ld: any, location: any) {
  expect(ld['@context']).toBe('https://schema.org')
  expect(ld['@type']).toBe('AutoDealer')
  expect(ld.name).toBe(location.name)
  expect(ld.url).toMatch(/^https?:\/\//)
  expect(ld.address['@type']).toBe('PostalAddress')
  expect(ld.address.streetAddress).toBe(location.address.street)
  expect(ld.address.postalCode).toBe(location.address.postcode)
  expect(ld.address.addressLocality).toBe(location.address.city)
  expect(Array.isArray(ld.openingHoursSpecification)).toBe(true)
  const open = location.contact_detail.opening_hours.filter((d: any) => d.status === 'open')
  expect(ld.openingHoursSpecification).toHaveLength(open.length)
  for (const spec of ld.openingHoursSpecification) {
    expect(spec['@type']).toBe('OpeningHoursSpecification')
    expect(spec.dayOfWeek).toMatch(
      /^https:\/\/schema\.org\/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/,
    )
    expect(spec.opens).toMatch(/^\d{2}:\d{2}$/)
    expect(spec.closes).toMatch(/^\d{2}:\d{2}$/)
  }
  if (location.contact_detail.phone) expect(ld.telephone).toBe(location.contact_detail.phone)
}

function checkBreadcrumbs(ld: any, last: string) {
  expect(ld['@type']).toBe('BreadcrumbList')
  expect(ld.itemListElement.length).toBeGreaterThanOrEqual(2)
  ld.itemListElement.forEach((item: any, i: number) => {
    expect(item['@type']).toBe('ListItem')
    expect(item.position).toBe(i + 1)
    expect(item.name).toBeTruthy()
    expect(item.item).toMatch(/^https?:\/\//)
  })
  expect(ld.itemListElement.at(-1).name).toBe(last)
}

for (const slug of CONTENT_TENANTS) {
  test(`${slug}: location pages carry AutoDealer JSON-LD with opening hours and a BreadcrumbList`, async ({
    page,
  }, testInfo) => {
    const site = tenant(slug).site
    const location = site.locations.find((l: any) => l.visible)
    await page.goto(siteUrl(testInfo, slug, `/contact-us/${location.slug}`))
    const data = await jsonLd(page)
    const dealer = data.find((d) => d['@type'] === 'AutoDealer')
    checkAutoDealer(dealer, location)
    checkBreadcrumbs(
      data.find((d) => d['@type'] === 'BreadcrumbList'),
      location.name,
    )
  })

  test(`${slug}: Open Graph and Twitter tags, social image 1200x630 through the optimiser`, async ({
    page,
    request,
  }, testInfo) => {
    const site = tenant(slug).site
    await page.goto(siteUrl(testInfo, slug, '/about-us'))
    const og = async (p: string) => page.locator(`meta[property="${p}"]`).getAttribute('content')
    expect(await og('og:title')).toBeTruthy()
    expect(await og('og:site_name')).toBe(site.name)
    expect(await og('og:url')).toBe(siteUrl(testInfo, slug, '/about-us'))
    expect(await og('og:locale')).toBe(site.locale?.language === 'en-NZ' ? 'en_NZ' : 'en_AU')
    const image = await og('og:image')
    expect(image).toMatch(/\/_img\?url=.+&w=1200&q=\d+&social=1$/)
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
    const target = tenantRequest(image!)
    const response = await request.get(target.url, { headers: target.headers })
    expect(response.status()).toBe(200)
    const size = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      return [img.naturalWidth, img.naturalHeight]
    }, image!)
    expect(size).toEqual([1200, 630])
  })
}

test('FAQ page carries FAQPage JSON-LD matching the questions shown', async ({ page }, testInfo) => {
  const file = tenant('kiwi-cars-nz')
  await page.goto(siteUrl(testInfo, 'kiwi-cars-nz', '/faqs'))
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage')
  expect(faq.mainEntity).toHaveLength(file.faqs.length)
  for (const [i, q] of faq.mainEntity.entries()) {
    expect(q['@type']).toBe('Question')
    expect(q.name).toBe(file.faqs[i].question)
    expect(q.acceptedAnswer['@type']).toBe('Answer')
  }
  await expect(page.locator('details summary')).toHaveCount(file.faqs.length)
})

test('home page: organisation JSON-LD lists the shown locations as departments', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/'))
  const org = (await jsonLd(page)).find((d) => d['@type'] === 'AutoDealer')
  expect(org.name).toBe('Metro Auto Group')
  expect(org.department.length).toBeGreaterThan(0)
  for (const d of org.department) expect(d.address['@type']).toBe('PostalAddress')
  expect(org.department.map((d: any) => d.name)).not.toContain('Metro Wholesale')
})

test('each page has a unique title and description on one tenant', async ({ page }, testInfo) => {
  const seen = new Map<string, string>()
  for (const path of [
    '/',
    '/about-us',
    '/privacy-policy',
    '/terms-and-conditions',
    '/faqs',
    '/special-offers',
    '/our-locations',
    '/reviews',
  ]) {
    await page.goto(siteUrl(testInfo, 'demo-motors', path))
    const title = await page.title()
    expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false)
    seen.set(title, path)
  }
})
