import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useNavigation, type SiteNavigation } from '../../site/use-navigation.ts'
import { shownLocations } from '@domain/locations/location-view.ts'
import { itemHrefs, useShellMarkup } from './shell-markup.tsx'
import { PhoneLink } from './PhoneLink.tsx'
import { GarageLink } from '../garage/GarageLink.tsx'
import { favouritesPath } from '@domain/links/favourites-path.ts'

/** The footer's links: its menus, the group's dealerships and the garage (the ones that can be the current page). */
const footerLinks =
  (site: PublicSite) =>
  ({ footer, dealerships }: SiteNavigation): string[] => [
    ...itemHrefs(footer),
    ...itemHrefs(dealerships),
    favouritesPath(site),
  ]

/** The site's footer; on the server, from kept markup once rendered on this tenant version (shell-markup.tsx). */
export function SiteFooter({ site }: { site: PublicSite }) {
  const navigation = useNavigation(site)
  const inner = useShellMarkup(
    site,
    navigation,
    'footer',
    footerLinks(site),
    <FooterBody site={site} navigation={navigation} />,
  )
  return <footer className="site-footer" {...inner} />
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
          <GarageLink site={site} />
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
