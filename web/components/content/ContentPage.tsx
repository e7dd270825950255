import type { ReactNode } from 'react'
import { useMatch } from '@tanstack/react-router'
import { useSite } from '../../site/use-site.ts'
import { breadcrumbJsonLd, type Crumb } from '@domain/seo/json-ld.ts'
import { JsonLd } from '../seo/JsonLd.tsx'
import { SiteLink } from '../links/SiteLink.tsx'
import { SafeMarkdown } from '../forms/content/SafeMarkdown.tsx'
import { usePageView } from './use-page-view.ts'
import { contentPageType, type PageViewType } from '@domain/events/page-views.ts'
import type { ContentView } from '@application/content/content-view.ts'

/** Breadcrumb trail (visible) plus its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <SiteLink href={c.path}>{c.name}</SiteLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
    </>
  )
}

/**
 * A tenant content page: breadcrumbs, the title as the page's h1, the tenant's markdown (rendered inert), then
 * whatever the route adds. Fires the page type's page-view event.
 */
export function ContentPage({
  view,
  path,
  pageType,
  children,
  lead,
  title,
}: {
  view: ContentView
  path: string
  pageType?: PageViewType
  children?: ReactNode
  /** shown under the title, before the body */
  lead?: ReactNode
  /** when the tenant has no page of its own */
  title?: string
}) {
  const site = useSite()
  usePageView(pageType ?? contentPageType(path), path)
  const heading = view.page?.title ?? title ?? site.name
  return (
    <div className="container page content-page">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: '/' },
          { name: heading, path },
        ]}
        origin={view.origin}
      />
      <h1>{heading}</h1>
      {lead}
      {view.page ? (
        <div className="prose">
          <SafeMarkdown source={view.page.body} />
        </div>
      ) : null}
      {children}
      <RelatedPages current={path} />
    </div>
  )
}

/**
 * Company pages linked the way tenant CMS content writes them (/pages/…, /blog): SiteLink turns them into the
 * paths this site serves (the /pages/ prefix dropped unless the site uses it, /blog → /news where configured).
 */
export function RelatedPages({ current }: { current: string }) {
  const site = useSite()
  const links = [
    { label: 'About us', href: '/pages/about-us' },
    { label: 'Our locations', href: '/our-locations' },
    { label: 'FAQs', href: '/faqs' },
    ...(site.flags.reviews ? [{ label: 'Reviews', href: '/reviews' }] : []),
    ...(site.blogs.enabled ? [{ label: 'News', href: site.blogs.path }] : []),
    { label: 'Privacy policy', href: '/pages/privacy-policy' },
    { label: 'Terms and conditions', href: '/pages/terms-and-conditions' },
  ].filter((l) => l.href.replace(/^\/pages(?=\/)/, '') !== current.replace(/^\/pages(?=\/)/, ''))
  return (
    <nav aria-label="More information" className="related-pages">
      <h2>More information</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink href={l.href}>{l.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The page of a `contentRoute`: its view at the route's own path (nothing on an unknown host: the root shows that).
 * Kept in this module so content pages load no extra file for it.
 */
export function ContentRoutePage() {
  const { routeId, loaderData } = useMatch({ strict: false })
  const view = loaderData as ContentView | null | undefined
  return view ? <ContentPage view={view} path={routeId} /> : null
}
