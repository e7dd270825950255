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

export type SourceTarget =
  | { readonly kind: 'local'; readonly prefix: string; readonly path: string; readonly search: URLSearchParams }
  | { readonly kind: 'remote'; readonly url: URL }
  | { readonly kind: 'forbidden' }

const FORBIDDEN: SourceTarget = { kind: 'forbidden' }
// a placeholder origin to parse same-origin paths against; never contacted
const BASE = 'http://same-origin.invalid'

export function classifySource(raw: string, policy: SourcePolicy): SourceTarget {
  // backslashes and control characters are read differently by different URL parsers: refuse them outright
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
    return { kind: 'local', prefix, path: url.pathname.slice(prefix.length), search: url.searchParams }
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return FORBIDDEN
  const host = url.hostname.toLowerCase()
  return policy.remoteHosts.some((h) => h.toLowerCase() === host) ? { kind: 'remote', url } : FORBIDDEN
}
