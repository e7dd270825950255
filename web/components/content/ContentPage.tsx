import type { ReactNode } from 'react'
import { useSite } from '../../site/use-site.ts'
import { breadcrumbJsonLd, type Crumb } from '../seo/json-ld.ts'
import { JsonLd } from '../seo/JsonLd.tsx'
import { SiteLink } from '../links/SiteLink.tsx'
import { Markdown } from './Markdown.tsx'
import { usePageView } from './use-page-view.ts'
import { contentPageType, type PageViewType } from './page-views.ts'
import type { ContentView } from './content-view.ts'

/** Breadcrumb trail (visible) plus its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <SiteLink href={c.path}>{c.name}</SiteLink>}
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
export function ContentPage({ view, path, pageType, children, lead, title }: {
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
      <Breadcrumbs crumbs={[{ name: 'Home', path: '/' }, { name: heading, path }]} origin={view.origin} />
      <h1>{heading}</h1>
      {lead}
      {view.page ? <Markdown source={view.page.body} /> : null}
      {children}
    </div>
  )
}
