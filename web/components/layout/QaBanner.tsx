import type { SiteWiring } from '@application/site/site-context.ts'

/**
 * Shown whenever a port of this site runs on a stand-in (mock preset, or an ADAPTER_{PORT} override on a live
 * site): QA sees at a glance which parts are not real, and where the leads went.
 */
export function QaBanner({ wiring }: { wiring: SiteWiring }) {
  return (
    <div className="qa-banner" role="note" aria-label="QA mode">
      {wiring.mockLeads
        ? <>QA mock mode: leads are sent to /mock/api/leads and nothing reaches a dealer. <a href="/mock/leads">See received leads</a></>
        : <>QA: these parts run on stand-ins: {wiring.mocked.join(', ')}.{wiring.mocked.includes('leads') ? <> <a href="/mock/leads">See received leads</a></> : null}</>}
      {wiring.mockLeads && wiring.mocked.length > 0 && wiring.mode !== 'mock' ? <> Stand-ins: {wiring.mocked.join(', ')}.</> : null}
    </div>
  )
}
