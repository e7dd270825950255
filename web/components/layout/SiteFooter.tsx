import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useNavigation } from '../../site/use-navigation.ts'
import { shownLocations } from '../locations/location-view.ts'
import { PhoneLink } from './PhoneLink.tsx'

export function SiteFooter({ site }: { site: PublicSite }) {
  const { footer, dealerships } = useNavigation(site)
  const locations = shownLocations(site)
  // items with children are their own groups; plain links are gathered under one heading
  const groups = footer.filter((item) => item.children?.length)
  const links = footer.filter((item) => !item.children?.length && item.href)
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{site.tagline}</p>
        </section>
        {links.length > 0 ? <LinkGroup title="Quick links" items={links} /> : null}
        {groups.map((group) => (
          <LinkGroup key={group.label} title={group.label} items={group.children ?? []} />
        ))}
        {dealerships.length > 0 ? <LinkGroup title="Our dealerships" items={dealerships} /> : null}
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
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
        </section>
      </div>
      <div className="container site-footer__legal">
        © {site.name}. {locations[0]?.dealer_license_number ? `Dealer licence ${locations[0].dealer_license_number}.` : ''}
      </div>
    </footer>
  )
}

function LinkGroup({ title, items }: { title: string; items: readonly NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <SiteLink href={item.href}>{item.label}</SiteLink> : item.label}</li>
        ))}
      </ul>
    </section>
  )
}
