import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useNavigation } from '../../site/use-navigation.ts'
import { PhoneLink } from './PhoneLink.tsx'

export function SiteFooter({ site }: { site: SiteConfig }) {
  const { footer, dealerships } = useNavigation(site)
  const visible = site.locations.filter((l) => l.visible)
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{site.tagline}</p>
        </section>
        {footer.map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h2>{group.label}</h2>
            <ul>
              {(group.children ?? (group.href ? [{ label: group.label, href: group.href }] : [])).map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {dealerships.length > 0 ? (
          <section aria-labelledby="footer-group">
            <h2 id="footer-group">Our dealerships</h2>
            <ul>
              {dealerships.map((d) => (
                <li key={d.label}>{d.href ? <SiteLink href={d.href}>{d.label}</SiteLink> : d.label}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit us</h2>
          <ul>
            {visible.slice(0, 4).map((l) => (
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
        © {site.name}. {visible[0]?.dealer_license_number ? `Dealer licence ${visible[0].dealer_license_number}.` : ''}
      </div>
    </footer>
  )
}
