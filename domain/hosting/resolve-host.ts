/** What a request's Host header points at. */
export type HostTarget = { kind: 'tenant'; slug: string } | { kind: 'directory' } | { kind: 'unknown' }

export interface HostTable {
  /** tenant slug by domain name (lower case, no port) */
  readonly byDomain: ReadonlyMap<string, string>
  readonly slugs: ReadonlySet<string>
  /** bare localhost lists the demo sites (demo and mock modes only) */
  readonly directoryOnLocalhost: boolean
}

export function buildHostTable(
  tenants: readonly { slug: string; domain_name: string }[],
  directoryOnLocalhost: boolean,
): HostTable {
  return {
    byDomain: new Map(tenants.map((t) => [normaliseHost(t.domain_name), t.slug])),
    slugs: new Set(tenants.map((t) => t.slug)),
    directoryOnLocalhost,
  }
}

/** Lower case, port and trailing dot removed. */
export function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase()
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.replace(/:\d*$/, '')
  return withoutPort.replace(/\.$/, '')
}

const LOCAL_SUFFIX = '.localhost'

/**
 * A tenant's domain_name, or `{slug}.localhost[:port]` for local work; bare localhost (or a loopback
 * address) shows the directory of demo sites where allowed. Anything else is unknown.
 */
export function resolveHost(host: string | null | undefined, table: HostTable): HostTarget {
  if (!host) return { kind: 'unknown' }
  const name = normaliseHost(host)
  const bySlugDomain = table.byDomain.get(name) ?? table.byDomain.get(name.replace(/^www\./, ''))
  if (bySlugDomain) return { kind: 'tenant', slug: bySlugDomain }
  if (name.endsWith(LOCAL_SUFFIX)) {
    const slug = name.slice(0, -LOCAL_SUFFIX.length)
    if (table.slugs.has(slug)) return { kind: 'tenant', slug }
    return { kind: 'unknown' }
  }
  if (table.directoryOnLocalhost && (name === 'localhost' || name === '127.0.0.1' || name === '[::1]')) {
    return { kind: 'directory' }
  }
  return { kind: 'unknown' }
}
