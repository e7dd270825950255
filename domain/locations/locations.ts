import type { Location, LocationType } from './location.schema.ts'

/** SPEC §3: a location_type of '' counts as sales. */
export const effectiveLocationType = (type: LocationType): Exclude<LocationType, ''> => (type === '' ? 'sales' : type)

export const isSalesLocation = (location: Pick<Location, 'location_type'>): boolean =>
  effectiveLocationType(location.location_type) === 'sales'

/** By position, then id, so equal positions still sort the same way whatever the input order. */
export const sortLocations = <L extends Pick<Location, 'position' | 'id'>>(locations: readonly L[]): L[] =>
  [...locations].sort((a, b) => a.position - b.position || a.id - b.id)

/** What the identity keys read: a page's own location view (the shell's, without hours) has it as well. */
type Identity = {
  readonly contact_detail: Pick<Location['contact_detail'], 'phone'>
  readonly address: Pick<Location['address'], 'place_id' | 'street'>
}

/** Identity keys (SPEC §5): phone digits + street, and place_id with whitespace removed. */
export function locationKeys(location: Identity): string[] {
  const keys: string[] = []
  const placeId = location.address.place_id?.replace(/\s+/g, '') ?? ''
  if (placeId !== '') keys.push(`place:${placeId}`)
  const digits = location.contact_detail.phone?.replace(/\D/g, '') ?? ''
  if (digits !== '') keys.push(`phone:${digits}|${location.address.street.trim().replace(/\s+/g, ' ').toLowerCase()}`)
  return keys
}

/**
 * Locations de-duplicated (SPEC §5): two are the same when they share phone digits and street, or the same
 * place_id once whitespace is removed. Sorted first by position (then id) and the first of each duplicate kept,
 * so the result does not depend on input order and de-duplicating twice changes nothing.
 */
export function dedupeLocations<L extends Pick<Location, 'position' | 'id'> & Identity>(locations: readonly L[]): L[] {
  const seen = new Set<string>()
  const kept: L[] = []
  for (const location of sortLocations(locations)) {
    const keys = locationKeys(location)
    if (keys.some((k) => seen.has(k))) continue
    keys.forEach((k) => {
      seen.add(k)
    })
    kept.push(location)
  }
  return kept
}
