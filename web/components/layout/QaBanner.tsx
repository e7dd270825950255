import type { SiteWiring } from '@application/site/site-context.ts'

/**
 * Shown whenever a port of this site runs on a stand-in (mock preset, or an ADAPTER_{PORT} override on a live
 * site): QA sees at a glance which parts are not real, and where the leads went.
 */
export function QaBanner({ wiring }: { wiring: SiteWiring }) {
  const standIns = wiring.mocked.join(', ')
  const inbox = <a href="/mock/leads">See received leads</a>
  return (
    <div className="qa-banner" role="note" aria-label="QA mode">
      {wiring.mockLeads ? (
        <>
          QA mock mode: leads are sent to /mock/api/leads and nothing reaches a dealer. {inbox}
          {wiring.mode !== 'mock' ? <> Stand-ins: {standIns}.</> : null}
        </>
      ) : (
        <>
          QA: these parts run on stand-ins: {standIns}.{wiring.mocked.includes('leads') ? <> {inbox}</> : null}
        </>
      )}
    </div>
  )
}
