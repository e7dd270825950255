import { Schema } from 'effect'
import { decodeOrProblem } from '../kernel/decode.ts'

/**
 * SPEC §7 `website_session_data.json` ("fields not shown"): the per-website settings the dealer's dashboard gives
 * every shopper's session. This platform reads one key of it, `notice`: a short message the dealer puts on every
 * page for a while (a public-holiday closure, a sale weekend), with an optional link. Other keys are ignored.
 */
export const SessionNotice = Schema.Struct({
  message: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(240)),
  /** a site-relative path or an https URL */
  link_url: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isPattern(/^(\/(?!\/)|https:\/\/)/)))),
  link_label: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(60)))),
})
export type SessionNotice = typeof SessionNotice.Type

/** What the shopper's pages show from the session data: its notice, or null (none, or one that does not read). */
export type SessionNoticeRead = { readonly notice: SessionNotice | null; readonly problem: string | null }

export function sessionNoticeOf(data: Readonly<Record<string, unknown>> | null): SessionNoticeRead {
  const raw = data?.['notice']
  if (raw === undefined || raw === null) return { notice: null, problem: null }
  const decoded = decodeOrProblem(SessionNotice, raw)
  if (decoded.ok) return { notice: decoded.value, problem: null }
  const where = decoded.problem.path ? `notice.${decoded.problem.path}` : 'notice'
  return { notice: null, problem: `field "${where}": ${decoded.problem.message}` }
}
