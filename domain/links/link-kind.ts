import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import { resolveInternalHref } from './internal-path.ts'
import { isSafeHref } from './safe-href.ts'

export type LinkKind = 'internal' | 'tel' | 'mailto' | 'maps' | 'external' | 'refused'

export interface ClassifiedLink {
  readonly kind: LinkKind
  /** for internal links: the path as the site serves it */
  readonly href: string
  readonly newTab: boolean
  readonly rel: string | null
}

const MAPS =
  /^(https?:)?\/\/((www\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|(www\.)?goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com)(\/|\?|$)/i

const bareHost = (host: string): string => host.toLowerCase().replace(/^www\./, '')

function ownHosts(site: Pick<SiteConfig, 'url' | 'domain_name'>): string[] {
  const hosts = [bareHost(site.domain_name)]
  try {
    hosts.push(bareHost(new URL(site.url).host))
  } catch {
    /* a malformed url only loses this host */
  }
  return hosts
}

/** SPEC §2: tel:, mailto:, maps (new tab) and external (new tab, rel noopener) links are each handled; links to the
 * site's own host count as internal; any other scheme is 'refused' (shown as text, ./safe-href.ts). */
export function classifyLink(
  site: Pick<SiteConfig, 'url' | 'domain_name' | 'links' | 'finance'>,
  href: string,
): ClassifiedLink {
  const h = href.trim()
  // an address of another scheme (data:, javascript:…) is never a link: its text is shown (./safe-href.ts)
  if (!isSafeHref(h)) return { kind: 'refused', href: '', newTab: false, rel: null }
  if (/^tel:/i.test(h)) return { kind: 'tel', href: h, newTab: false, rel: null }
  if (/^mailto:/i.test(h)) return { kind: 'mailto', href: h, newTab: false, rel: null }
  if (MAPS.test(h)) return { kind: 'maps', href: h, newTab: true, rel: 'noopener' }
  if (/^(https?:)?\/\//i.test(h)) {
    let url: URL | null = null
    try {
      url = new URL(h.startsWith('//') ? `https:${h}` : h)
    } catch {
      url = null
    }
    if (url && ownHosts(site).includes(bareHost(url.host))) {
      return {
        kind: 'internal',
        href: resolveInternalHref(site, `${url.pathname}${url.search}${url.hash}`),
        newTab: false,
        rel: null,
      }
    }
    return { kind: 'external', href: h, newTab: true, rel: 'noopener' }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(h)) return { kind: 'external', href: h, newTab: true, rel: 'noopener' }
  return { kind: 'internal', href: resolveInternalHref(site, h), newTab: false, rel: null }
}
