/**
 * Keys of in-process caches built from several parts, some of them chosen by visitors (a refinement value, a
 * keyword, a path). Joining parts with a separator lets a part that contains the separator stand for several
 * parts, so one request could write an entry another request reads as its own. Each part is written with its
 * length first (`Toyota` is written `6:Toyota`): no part can be read as the end of another, so two different lists of
 * parts always give two different keys (property-tested), whatever characters the parts hold.
 */

/** `key` followed by one more part. */
export const withKeyPart = (key: string, part: string): string => `${key}${part.length}:${part}`

/** The key of a list of parts. */
export function cacheKey(parts: readonly string[]): string {
  let key = ''
  for (const part of parts) key = withKeyPart(key, part)
  return key
}
