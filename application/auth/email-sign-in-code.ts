import type { MailSenderPort } from '@domain/ports/mail.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { signInCodeEmail } from '@domain/users/sign-in-code-email.ts'

/** What became of an emailed code: sent, certainly not sent, or maybe sent (the mail server gave up waiting). */
export type EmailedCode = 'sent' | 'not-sent' | 'maybe-sent'

export interface EmailSignInCodeDeps {
  /** the mail server; null when none is configured */
  readonly mail: MailSenderPort | null
  /** a tenant's current site configuration, for the name and address the email gives */
  readonly siteOf: (slug: string) => SiteConfig | undefined
  /** how long a code is good for */
  readonly codeTtlMs: number
  /** the operator's log line when a code cannot be sent for want of a mail server */
  readonly warn: (line: string) => void
}

/**
 * Live sign-in codes by email (SPEC §6): sent from the tenant's site name, naming how long the code is good for; the
 * code is never logged, and the shopper is told when it could not be sent.
 */
export function emailSignInCode(deps: EmailSignInCodeDeps) {
  return async (tenant: string, email: string, code: string): Promise<EmailedCode> => {
    if (!deps.mail) {
      // start-up refuses this for the tenant files' sign-in tenants; a dashboard config can still switch one on
      deps.warn(`[auth] sign-in code requested on ${tenant}, but no mail server is configured (SMTP_URL, MAIL_FROM)`)
      return 'not-sent'
    }
    const site = deps.siteOf(tenant)
    const siteName = (site?.name ?? tenant).replace(/\s+/g, ' ').trim()
    const message = signInCodeEmail({
      siteName,
      siteUrl: site?.url ?? '',
      code,
      validMinutes: Math.round(deps.codeTtlMs / 60_000),
    })
    const sent = await deps.mail.send({ to: email, fromName: siteName, ...message })
    if (sent.ok) return 'sent'
    return sent.reason === 'timeout' ? 'maybe-sent' : 'not-sent'
  }
}
