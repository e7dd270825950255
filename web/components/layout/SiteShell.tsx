import { useEffect, type ReactNode } from 'react'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Mode } from '../../server/mode.ts'
import { SiteHeader } from './SiteHeader.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { QaBanner } from './QaBanner.tsx'
import { usePageVisits } from '../../client/use-page-visits.ts'
import { useThirdPartyScripts } from '../../client/third-party.ts'
import { ChatWidget } from '../chat/index.ts'

/** Every tenant page: skip link, QA banner in mock mode, header, main content, footer. */
export function SiteShell({ site, mode, children }: { site: SiteConfig; mode: Mode; children: ReactNode }) {
  // every page a shopper views is kept (SPEC §4 stored local data) so leads carry visited_pages
  usePageVisits()
  // analytics, tag manager, call tracking, pixel: after the page is interactive, never blocking render
  useThirdPartyScripts(site, mode)
  // the page answers from here on: a mark for QA tools and browser tests (the script loads after the first paint)
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {mode === 'mock' ? <QaBanner /> : null}
      <SiteHeader site={site} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} />
      <ChatWidget site={site} />
    </>
  )
}
