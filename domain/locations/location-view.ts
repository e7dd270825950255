import type { Location, SpecialHours } from './location.schema.ts'
import { isSafeHref } from '../links/safe-href.ts'
import type { PublicSite, ShellLocation } from '../tenancy/public-site.schema.ts'
import { dedupeLocations, effectiveLocationType } from './locations.ts'
import { formatPhone } from '../phone/format-phone.ts'
import { telHref } from '../phone/tel-href.ts'

export const LOCATION_TYPE_LABELS = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const
export type LocationKind = keyof typeof LOCATION_TYPE_LABELS

/**
 * Locations a visitor sees: visible ones, de-duplicated and in position order (domain rules). Of the site the shell
 * has (contact basics), or of a page's full locations (hours and map links, from its loader).
 */
export function shownLocations<L extends ShellLocation>(holder: { readonly locations: readonly L[] }): L[] {
  return dedupeLocations(holder.locations.filter((l) => l.visible))
}

/** Shown locations grouped sales, service, parts (empty groups left out). */
export function locationsByType<L extends ShellLocation>(holder: {
  readonly locations: readonly L[]
}): { kind: LocationKind; label: string; locations: L[] }[] {
  const shown = shownLocations(holder)
  return (Object.keys(LOCATION_TYPE_LABELS) as LocationKind[])
    .map((kind) => ({
      kind,
      label: LOCATION_TYPE_LABELS[kind],
      locations: shown.filter((l) => effectiveLocationType(l.location_type) === kind),
    }))
    .filter((g) => g.locations.length > 0)
}

/** The contact page path of a location. */
export const locationPath = (location: Pick<Location, 'slug'>): string =>
  `/contact-us/${encodeURIComponent(location.slug)}`

/**
 * A location's map link: its map URL, else its place URL, else a maps search for the full address. A URL of the
 * tenant's that no link may have (data:, javascript:…: domain/links/safe-href.ts) is passed over.
 */
export function mapHref(location: Pick<Location, 'address'>): string {
  const a = location.address
  const own = [a.map_url, a.place_url].find((url) => url != null && isSafeHref(url))
  return own ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(a.full)}`
}

export interface PhoneLink {
  readonly display: string
  readonly href: string
}

/** The phone as the site's country writes it, and its tel: link (domain/phone rules). */
export function phoneLink(raw: string | null | undefined, country: PublicSite['locale']['country']): PhoneLink | null {
  if (!raw || !/\d/.test(raw)) return null
  return { display: formatPhone(raw, country === 'NZ' ? 'NZ' : 'AU'), href: telHref(raw) }
}

/** Special hours from today on (the location's own, then the site's for dates it does not set), by date. */
export function upcomingSpecialHours(
  location: Pick<Location, 'special_hours'>,
  siteSpecial: readonly SpecialHours[],
  isoToday: string,
): SpecialHours[] {
  const own = location.special_hours ?? []
  const merged = [...own, ...siteSpecial.filter((s) => !own.some((o) => o.date === s.date))]
  return merged.filter((s) => s.date >= isoToday).sort((a, b) => a.date.localeCompare(b.date))
}

/** '2026-12-25' → 'Friday 25 December 2026' in the site's language (UTC so the date never shifts). */
export function specialDateLabel(isoDate: string, language: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  if (!y || !m || !d) return isoDate
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}
