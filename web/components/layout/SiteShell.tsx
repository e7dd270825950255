import { useEffect, useMemo, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { SiteWiring } from '@application/site/site-context.ts'
import { SiteHeader } from './SiteHeader.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { QaBanner } from './QaBanner.tsx'
import { SessionNoticeBar } from './SessionNoticeBar.tsx'
import { usePageVisits } from '../../client/use-page-visits.ts'
import { useThirdPartyScripts } from '../../client/use-third-party-scripts.ts'
import { ChatWidget } from '../chat/index.ts'
import { LinkScopeContext } from '../links/link-scope.ts'

/** Every tenant page: skip link, QA banner when a port runs on a stand-in, header, main content, footer. */
export function SiteShell({ site, wiring, children }: { site: PublicSite; wiring: SiteWiring; children: ReactNode }) {
  // every page a shopper views is kept (SPEC §4 stored local data) so leads carry visited_pages
  usePageVisits()
  // analytics, tag manager, call tracking, pixel: after the page is interactive, never blocking render
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useThirdPartyScripts(site, wiring.mode, pathname)
  // every link of the page reads the site and the path from here (web/components/links/link-scope.ts)
  const links = useMemo(() => ({ site, pathname }), [site, pathname])
  // the page answers from here on: a mark for QA tools and browser tests (the script loads after the first paint)
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return (
    <LinkScopeContext.Provider value={links}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {wiring.mocked.length > 0 ? <QaBanner wiring={wiring} /> : null}
      <SiteHeader site={site} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
      <ChatWidget site={site} />
      <SessionNoticeBar />
    </LinkScopeContext.Provider>
  )
}
