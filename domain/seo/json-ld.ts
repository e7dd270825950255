import type { PublicSite } from '../tenancy/public-site.schema.ts'
import type { Location, OpeningHoursDay } from '../locations/location.schema.ts'
import { WEEKDAY_NAMES, weekHours } from '../locations/opening-hours.ts'

/** schema.org JSON-LD objects. Plain data: the `JsonLd` component serialises them safely. */
export type JsonLdObject = { readonly '@context'?: string; readonly '@type': string; readonly [key: string]: unknown }

const CONTEXT = 'https://schema.org'

const absolute = (origin: string, path: string): string =>
  /^https?:\/\//i.test(path) ? path : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`

/** 'HH:MM' as schema.org wants it; anything else null. */
const time = (value: string | null): string | null => (value && /^\d{2}:\d{2}$/.test(value) ? value : null)

/** OpeningHoursSpecification of the open days (closed days are left out, as schema.org advises). */
export function openingHoursSpecification(days: readonly OpeningHoursDay[]): JsonLdObject[] {
  return days.flatMap((d) => {
    const opens = time(d.open)
    const closes = time(d.close)
    if (d.status !== 'open' || !opens || !closes) return []
    const dayName = WEEKDAY_NAMES[((d.day % 7) + 7) % 7]!
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${CONTEXT}/${dayName}`, opens, closes }]
  })
}

export interface AutoDealerInput {
  readonly site: Pick<PublicSite, 'name' | 'logo' | 'locale'>
  readonly location: Location
  readonly origin: string
  /** the location page's path */
  readonly path: string
  readonly rating?: { readonly count: number; readonly average: number } | null
}

/** An `AutoDealer` for one location: name, address, geo, telephone, opening hours and rating when known. */
export function autoDealerJsonLd({ site, location, origin, path, rating }: AutoDealerInput): JsonLdObject {
  const a = location.address
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone ?? null
  return {
    '@context': CONTEXT,
    '@type': 'AutoDealer',
    '@id': `${absolute(origin, path)}#dealer`,
    name: location.name,
    url: absolute(origin, path),
    image: absolute(origin, site.logo.primary),
    ...(phone ? { telephone: phone } : {}),
    ...(location.contact_detail.email ? { email: location.contact_detail.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state.toUpperCase(),
      postalCode: a.postcode,
      addressCountry: site.locale.country,
    },
    ...(a.lat !== null && a.long !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long } }
      : {}),
    ...((a.place_url ?? a.map_url) ? { hasMap: a.place_url ?? a.map_url } : {}),
    openingHoursSpecification: openingHoursSpecification(weekHours(location)),
    parentOrganization: { '@type': 'Organization', name: site.name },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(2)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

export interface Crumb {
  readonly name: string
  readonly path: string
}

/** A `BreadcrumbList` with 1-based positions and absolute item URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  }
}

/** The site as an `AutoDealer` organisation with its locations as departments (home page). */
export function organisationJsonLd(
  site: Pick<PublicSite, 'name' | 'logo' | 'locale'>,
  origin: string,
  locations: readonly Location[],
): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'AutoDealer',
    name: site.name,
    url: absolute(origin, '/'),
    logo: absolute(origin, site.logo.primary),
    image: absolute(origin, site.logo.primary),
    department: locations.map((l) => ({
      '@type': 'AutoDealer',
      name: l.name,
      url: absolute(origin, `/contact-us/${encodeURIComponent(l.slug)}`),
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.address.street,
        addressLocality: l.address.city,
        addressRegion: l.address.state.toUpperCase(),
        postalCode: l.address.postcode,
        addressCountry: site.locale.country,
      },
    })),
  }
}

/** FAQPage from question/answer pairs. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators escaped so tenant text
 * can never close the script element or start markup.
 */
export function serialiseJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
