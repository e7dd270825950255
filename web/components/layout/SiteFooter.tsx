import { RouterContextProvider, useRouter } from '@tanstack/react-router'
import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { isCurrentLink, SiteLink } from '../links/SiteLink.tsx'
import { LinkScopeContext, useLinkScope, type LinkScope } from '../links/link-scope.ts'
import { useNavigation, type SiteNavigation } from '../../site/use-navigation.ts'
import { shownLocations } from '../locations/location-view.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { keepFooterMarkup, keptFooterMarkup } from './footer-markup.ts'
import { PhoneLink } from './PhoneLink.tsx'

/**
 * The site's footer. On the server, a footer rendered before on this tenant version is written as it was
 * (footer-markup.ts); its links are the only part that reads the page's address (`aria-current`), so the variant is
 * the current path when one of them leads there, else ''. In the browser (and with KEPT_MARKUP=off) none of this is
 * worked out.
 */
export function SiteFooter({ site }: { site: PublicSite }) {
  const navigation = useNavigation(site)
  const scope = useLinkScope()
  const router = useRouter()
  const body = <FooterBody site={site} navigation={navigation} />
  let kept: string | undefined
  if (keepingMarkup && scope.site === site) {
    const variant = footerHrefs(navigation).some((href) => isCurrentLink(scope, href)) ? scope.pathname : ''
    kept = keptFooterMarkup(navigation, variant)
    if (kept === undefined) {
      const alone: LinkScope = { site, pathname: variant }
      keepFooterMarkup(navigation, variant, (
        <RouterContextProvider router={router}>
          <LinkScopeContext.Provider value={alone}>{body}</LinkScopeContext.Provider>
        </RouterContextProvider>
      ))
    }
  }
  return <footer className="site-footer" {...(kept === undefined ? { children: body } : { dangerouslySetInnerHTML: { __html: kept } })} />
}

/** Every address the footer links with a SiteLink (the ones that can be the current page), once per navigation. */
const hrefs = new WeakMap<SiteNavigation, readonly string[]>()
function footerHrefs(navigation: SiteNavigation): readonly string[] {
  let found = hrefs.get(navigation)
  if (!found) {
    const { footer, dealerships } = navigation
    const items = [...footer, ...footer.flatMap((item) => item.children ?? []), ...dealerships]
    hrefs.set(navigation, (found = items.flatMap((item) => (item.href ? [item.href] : []))))
  }
  return found
}

function FooterBody({ site, navigation }: { site: PublicSite; navigation: SiteNavigation }) {
  const { footer, dealerships } = navigation
  const locations = shownLocations(site)
  // items with children are their own groups; plain links are gathered under one heading
  const groups = footer.filter((item) => item.children?.length)
  const links = footer.filter((item) => !item.children?.length && item.href)
  return (
    <>
      {/* Columns, not landmarks: a page's own "Visit us" region keeps its name unique (axe landmark-unique). */}
      <div className="container site-footer__grid">
        <div>
          <h2>{site.name}</h2>
          <p>{site.tagline}</p>
        </div>
        {links.length > 0 ? <LinkGroup title="Quick links" items={links} /> : null}
        {groups.map((group) => (
          <LinkGroup key={group.label} title={group.label} items={group.children ?? []} />
        ))}
        {dealerships.length > 0 ? <LinkGroup title="Our dealerships" items={dealerships} /> : null}
        <div>
          <h2>Visit us</h2>
          <ul>
            {locations.slice(0, 4).map((l) => (
              <li key={l.id}>
                <strong>{l.name}</strong>
                <br />
                {l.address.full}
                {l.contact_detail.phone ? (
                  <>
                    <br />
                    <PhoneLink phone={l.contact_detail.phone} site={site} label={`Call ${l.name} on`} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        {`© ${site.name}. ${locations[0]?.dealer_license_number ? `Dealer licence ${locations[0].dealer_license_number}.` : ''}`}
      </div>
    </>
  )
}

function LinkGroup({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <SiteLink href={item.href}>{item.label}</SiteLink> : item.label}</li>
        ))}
      </ul>
    </div>
  )
}
