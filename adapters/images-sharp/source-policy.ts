/**
 * Which image sources the optimiser will read: same-origin paths under the configured prefixes, and https URLs on
 * the configured remote hosts. Everything else is refused (403), so the endpoint is no open proxy.
 */
export interface SourcePolicy {
  /** same-origin path prefixes, each starting and ending with '/', e.g. '/demo-images/' */
  readonly localPrefixes: readonly string[]
  /** host names whose https images may be fetched (empty in demo and mock: no network there) */
  readonly remoteHosts: readonly string[]
}

/**
 * An allowed source, normalised: of its query string only the version parameter `v` is kept (a cache-busting
 * version; every other parameter is dropped, so `?junk=N` names the same image and the same cache entry).
 * `normalised` is the source as the site writes it: an optimiser URL naming it exactly is the only kind cached as
 * immutable.
 */
export type SourceTarget =
  | {
      readonly kind: 'local'
      readonly prefix: string
      readonly path: string
      readonly search: URLSearchParams
      readonly normalised: string
    }
  | { readonly kind: 'remote'; readonly url: URL; readonly normalised: string }
  | { readonly kind: 'forbidden' }

/** The one query parameter a source keeps: its version. */
export const VERSION_PARAMETER = 'v'

/** Only the version parameter, at most once: `?v=3` or nothing. */
function versionOnly(params: URLSearchParams): URLSearchParams {
  const version = params.get(VERSION_PARAMETER)
  return new URLSearchParams(version === null ? [] : [[VERSION_PARAMETER, version]])
}

const withQuery = (base: string, search: URLSearchParams): string => {
  const query = search.toString()
  return query ? `${base}?${query}` : base
}

const FORBIDDEN: SourceTarget = { kind: 'forbidden' }
// a placeholder origin to parse same-origin paths against; never contacted
const BASE = 'http://same-origin.invalid'

export function classifySource(raw: string, policy: SourcePolicy): SourceTarget {
  // backslashes and control characters are read differently by different URL parsers: refuse them outright
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (raw.length > 2048 || /[\\\u0000-\u001f\u007f]/.test(raw)) return FORBIDDEN
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return FORBIDDEN
  }
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    if (url.origin !== BASE) return FORBIDDEN
    // the parser has resolved dot segments (also %2e%2e); encoded slashes would let a path escape its folder
    if (/%2f|%5c/i.test(url.pathname)) return FORBIDDEN
    const prefix = policy.localPrefixes.find((p) => url.pathname.startsWith(p))
    if (!prefix) return FORBIDDEN
    const search = versionOnly(url.searchParams)
    return {
      kind: 'local',
      prefix,
      path: url.pathname.slice(prefix.length),
      search,
      normalised: withQuery(url.pathname, search),
    }
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return FORBIDDEN
  const host = url.hostname.toLowerCase()
  if (!policy.remoteHosts.some((h) => h.toLowerCase() === host)) return FORBIDDEN
  const normalised = new URL(withQuery(`${url.origin}${url.pathname}`, versionOnly(url.searchParams)))
  return { kind: 'remote', url: normalised, normalised: normalised.href }
}
