import { type ReactNode, useState } from 'react'
import type { NavItem } from '@domain/tenancy/site-config.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { BRAND_LOGO_FALLBACK, type BrandLink } from '@domain/links/brands.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useNavigation, type SiteNavigation } from '../../site/use-navigation.ts'
import { useDisclosure } from './use-disclosure.ts'
import { PhoneLink } from './PhoneLink.tsx'
import { itemHrefs, useShellMarkup } from './shell-markup.tsx'
import { GarageLink } from '../garage/GarageLink.tsx'

/** The main navigation's links: the menus' and the brands' (the ones that can be the current page). */
const navLinks = ({ items, brands }: SiteNavigation): string[] => [
  ...itemHrefs(items),
  ...brands.map((brand) => brand.url),
]

/**
 * The site's header: logo, main navigation with its dropdowns, phone, and the mobile menu. On the server, the main
 * navigation's markup comes from kept markup once rendered on this tenant version (shell-markup.tsx): every menu is
 * closed there. The logo stays React's: its picture is preloaded from the page's head, which a kept part cannot ask.
 */
export function SiteHeader({ site }: { site: PublicSite }) {
  const navigation = useNavigation(site)
  const { items, brands } = navigation
  const [brandsOpen, setBrandsOpen] = useState(false)
  const mobile = useDisclosure('mobile-menu')
  const nav = useShellMarkup(
    site,
    navigation,
    'nav',
    navLinks,
    <MainNavList navigation={navigation} onBrandsOpenChange={setBrandsOpen} />,
  )
  const primary = site.locations.find((l) => l.primary && l.visible) ?? site.locations.find((l) => l.visible)
  return (
    <header className={`site-header${brandsOpen ? ' is-brands-open' : ''}`} ref={mobile.rootRef}>
      <div className="container site-header__bar">
        <SiteLink href="/" className="site-header__logo" aria-label={`${site.name} home`}>
          <img src={site.logo.primary} alt="" width={120} height={40} />
          <span>{site.name}</span>
        </SiteLink>
        <nav className="nav" aria-label="Main" {...nav} />
        <GarageLink site={site} />
        {primary?.contact_detail.phone ? (
          <PhoneLink
            className="site-header__phone"
            phone={primary.contact_detail.phone}
            site={site}
            label="Call us on"
          />
        ) : null}
        <button className="menu-toggle" {...mobile.buttonProps}>
          Menu
        </button>
      </div>
      {/* The mobile menu repeats the main navigation's links; it is hidden until opened, so its list is rendered
          when opened, not in every page's HTML (a no-script visitor cannot open it either). */}
      <nav className="mobile-menu" aria-label="Mobile" {...mobile.panelProps}>
        {mobile.open ? (
          <MobileMenuList site={site} items={items} brands={brands} close={() => mobile.setOpen(false)} />
        ) : null}
      </nav>
    </header>
  )
}

function MainNavList({
  navigation: { items, brands },
  onBrandsOpenChange,
}: {
  navigation: SiteNavigation
  onBrandsOpenChange: (open: boolean) => void
}) {
  return (
    <ul className="nav__list">
      {items.map((item, i) => (
        <li key={item.label} className="nav__item">
          <NavEntry item={item} panelId={`nav-menu-${i}`} />
        </li>
      ))}
      {brands.length > 0 ? (
        <li className="nav__item">
          <BrandsDropdown brands={brands} onOpenChange={onBrandsOpenChange} />
        </li>
      ) : null}
    </ul>
  )
}

/** A group's links in the mobile menu: following one closes the menu. */
function SubLinks({ links, close }: { links: readonly { label: string; href: string }[]; close: () => void }) {
  return (
    <ul className="sub">
      {links.map((link) => (
        <li key={`${link.label} ${link.href}`}>
          <SiteLink href={link.href} onClick={close}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}

function MobileMenuList({
  site,
  items,
  brands,
  close,
}: {
  site: PublicSite
  items: readonly NavItem[]
  brands: readonly BrandLink[]
  close: () => void
}) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          {item.href ? (
            <SiteLink href={item.href} onClick={close}>
              {item.label}
            </SiteLink>
          ) : (
            <span className="mobile-menu__group">{item.label}</span>
          )}
          {item.children ? <SubLinks links={item.children} close={close} /> : null}
        </li>
      ))}
      {brands.length > 0 ? (
        <li>
          <span className="mobile-menu__group">Brands</span>
          <SubLinks links={brands.map((brand) => ({ label: brand.name, href: brand.url }))} close={close} />
        </li>
      ) : null}
      <li>
        <GarageLink site={site} onClick={close} />
      </li>
    </ul>
  )
}

function NavEntry({ item, panelId }: { item: NavItem; panelId: string }) {
  const dropdown = useDisclosure(panelId)
  if (!item.children?.length) {
    return item.href ? (
      <SiteLink className="nav__link" href={item.href}>
        {item.label}
      </SiteLink>
    ) : null
  }
  return (
    <NavDropdown dropdown={dropdown} label={item.label}>
      <ul className="nav__menu" {...dropdown.panelProps}>
        {item.children.map((child) => (
          <li key={child.href}>
            <SiteLink className="nav__menu-item" href={child.href} onClick={() => dropdown.setOpen(false)}>
              {child.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </NavDropdown>
  )
}

/** A dropdown of the main navigation: its button (the label and a down glyph), then the panel it opens. */
function NavDropdown({
  dropdown,
  label,
  children,
}: {
  dropdown: ReturnType<typeof useDisclosure>
  label: string
  children: ReactNode
}) {
  return (
    <div
      className="nav__dropdown"
      ref={(el) => {
        dropdown.rootRef.current = el
      }}
    >
      <button className="nav__button" {...dropdown.buttonProps}>
        {`${label} `}
        <span aria-hidden="true" className="glyph glyph--down" />
      </button>
      {children}
    </div>
  )
}

/** SPEC §2 brand dropdown: logos linked to their url; clicking closes it; opening marks the header. */
function BrandsDropdown({
  brands,
  onOpenChange,
}: {
  brands: readonly BrandLink[]
  onOpenChange: (open: boolean) => void
}) {
  const dropdown = useDisclosure('nav-menu-brands', onOpenChange)
  return (
    <NavDropdown dropdown={dropdown} label="Brands">
      <div className="brands-popover" {...dropdown.panelProps}>
        <ul className="brands-grid is-mega" aria-label="Our brands">
          {brands.map((brand) => (
            <li key={brand.name}>
              <SiteLink href={brand.url} onClick={() => dropdown.setOpen(false)}>
                <BrandLogo src={brand.logo} />
                <span>{brand.name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </NavDropdown>
  )
}

function BrandLogo({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={56}
      height={32}
      loading="lazy"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(BRAND_LOGO_FALLBACK)) event.currentTarget.src = BRAND_LOGO_FALLBACK
      }}
    />
  )
}
