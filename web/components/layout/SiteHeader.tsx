import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Dialog, DialogTrigger, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components'
import type { NavItem, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useNavigation } from '../../site/use-navigation.ts'

export function SiteHeader({ site }: { site: SiteConfig }) {
  const { items, brands } = useNavigation(site)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [brandsOpen, setBrandsOpen] = useState(false)
  const phone = site.locations.find((l) => l.primary)?.contact_detail.phone ?? site.locations[0]?.contact_detail.phone
  return (
    <header className={`site-header${brandsOpen ? ' is-brands-open' : ''}`}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${site.name} home`}>
          <img src={site.logo.primary} alt="" width={120} height={40} />
          <span>{site.name}</span>
        </Link>
        <nav className="nav" aria-label="Main">
          <ul className="nav__list">
            {items.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} />
              </li>
            ))}
            {brands.length > 0 ? (
              <li>
                <DialogTrigger isOpen={brandsOpen} onOpenChange={setBrandsOpen}>
                  <Button className="nav__button">Brands <span aria-hidden="true">▾</span></Button>
                  <Popover placement="bottom" className="brands-popover">
                    <Dialog aria-label="Our brands">
                      <ul className="brands-grid is-mega">
                        {brands.map((brand) => (
                          <li key={brand.name}>
                            <SiteLink href={brand.url} onClick={() => setBrandsOpen(false)}>
                              <img src={brand.logo} alt="" width={56} height={32} loading="lazy" />
                              <span>{brand.name}</span>
                            </SiteLink>
                          </li>
                        ))}
                      </ul>
                    </Dialog>
                  </Popover>
                </DialogTrigger>
              </li>
            ) : null}
          </ul>
        </nav>
        {phone ? (
          <a className="site-header__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">Call us on </span>
            {phone}
          </a>
        ) : null}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          Menu
        </button>
      </div>
      {mobileOpen ? (
        <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
          <ul>
            {items.map((item) => (
              <li key={item.label}>
                {item.href ? <SiteLink href={item.href} onClick={() => setMobileOpen(false)}>{item.label}</SiteLink> : <span>{item.label}</span>}
                {item.children ? (
                  <ul className="sub">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <SiteLink href={child.href} onClick={() => setMobileOpen(false)}>{child.label}</SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {brands.map((brand) => (
              <li key={`brand-${brand.name}`} className="sub">
                <SiteLink href={brand.url} onClick={() => setMobileOpen(false)}>{brand.name}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

function NavEntry({ item }: { item: NavItem }) {
  if (!item.children?.length) {
    return item.href ? <SiteLink className="nav__link" href={item.href}>{item.label}</SiteLink> : null
  }
  return (
    <MenuTrigger>
      <Button className="nav__button">{item.label} <span aria-hidden="true">▾</span></Button>
      <Popover placement="bottom start">
        <Menu className="nav__menu" aria-label={item.label}>
          {item.children.map((child) => (
            <MenuItem key={child.href} id={child.href} href={child.href} className="nav__menu-item">
              {child.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
