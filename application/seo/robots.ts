/**
 * robots.txt of one tenant: everything may be crawled except the reserve and buy-online steps of a car and the
 * mock-mode API, and the sitemap is named absolutely (crawlers need the full URL).
 */
export const ROBOTS_DISALLOWED = ['/cars/*/checkout', '/cars/*/buy-online', '/mock/'] as const

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
