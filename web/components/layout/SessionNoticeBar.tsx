import { useEffect, useState } from 'react'
import type { SessionNotice } from '@domain/tenancy/session-data.ts'
import { SiteLink } from '../links/SiteLink.tsx'

/** the notice a shopper closed stays closed for the rest of their session (this tab) */
const DISMISSED_KEY = 'session-notice-dismissed'

const dismissed = (message: string): boolean => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === message
  } catch {
    return false
  }
}

/**
 * The dealer's notice from the website's session data (SPEC §7 website_session_data.json), read from
 * /session-notice.json once the page is in the browser, so no page waits for the dashboard; shown as a bar fixed
 * to the bottom of the window (nothing on the page moves when it arrives) until the shopper closes it.
 */
export function SessionNoticeBar() {
  const [notice, setNotice] = useState<SessionNotice | null>(null)
  useEffect(() => {
    let live = true
    fetch('/session-notice.json', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ notice: SessionNotice | null }>) : { notice: null }))
      .then(({ notice: found }) => {
        if (live && found && !dismissed(found.message)) setNotice(found)
      })
      .catch(() => {
        // no notice: the session data is a nicety, never a failure a shopper sees
      })
    return () => {
      live = false
    }
  }, [])
  if (!notice) return null
  const close = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, notice.message)
    } catch {
      // private mode: closed for this page only
    }
    setNotice(null)
  }
  return (
    <aside className="session-notice" aria-label="Notice">
      <p>
        {notice.message}
        {notice.link_url ? (
          <>
            {' '}
            <SiteLink href={notice.link_url}>{notice.link_label ?? 'Find out more'}</SiteLink>
          </>
        ) : null}
      </p>
      <button type="button" className="session-notice__close" onClick={close} aria-label="Close notice">
        ×
      </button>
    </aside>
  )
}
