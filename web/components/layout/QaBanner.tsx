/** Mock mode: tells QA at a glance that leads go to the /mock endpoints, and where to see them. */
export function QaBanner() {
  return (
    <div className="qa-banner" role="note" aria-label="QA mode">
      QA mock mode: leads are sent to /mock/api/leads and nothing reaches a dealer. <a href="/mock/leads">See received leads</a>
    </div>
  )
}
