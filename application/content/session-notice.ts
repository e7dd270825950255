import { sessionNoticeOf, type SessionNotice } from '@domain/tenancy/session-data.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { type DashboardCacheDeps, dashboardAnswerCache } from '../kernel/ttl-cache.ts'

/** The dashboard's session-data call, a clock, and how long a website's answer is kept: the site configuration's TTL. */
export type SessionNoticeDeps = DashboardCacheDeps<'websiteSessionData'>

/** at most this many websites' answers are kept */
export const SESSION_DATA_CACHE_CAP = 2000

/**
 * The notice a website's session data carries (SPEC §7 `website_session_data.json`, domain/tenancy/session-data.ts),
 * asked once per website per TTL (not once per shopper) and shown on every page. A dashboard that cannot answer,
 * or a notice that does not read (logged with its field), shows nothing.
 */
export function createSessionNotice(deps: SessionNoticeDeps) {
  const cached = dashboardAnswerCache<SessionNotice>(deps, SESSION_DATA_CACHE_CAP)
  return function sessionNotice(site: Pick<SiteConfig, 'id' | 'slug'>): Promise<SessionNotice | null> {
    return cached(String(site.id), async () => {
      const data = await deps.dashboard.websiteSessionData(site.id)
      if (data === false) return false
      const read = sessionNoticeOf(data)
      if (read.problem)
        console.warn(`[dashboard] websiteSessionData for "${site.slug}": ignoring its notice: ${read.problem}`)
      return read.notice
    })
  }
}
export type SessionNotices = ReturnType<typeof createSessionNotice>
