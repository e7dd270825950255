import { defineSettings, bothOrNeither, type SettingValues } from '@domain/configuration/setting.ts'
import type { MailSenderPort } from '@domain/ports/mail.port.ts'
import { createSmtpMail } from './smtp-mail.ts'

/** What the SMTP sender reads from the environment. */
export const SMTP_SETTINGS = defineSettings({
  SMTP_URL: {
    purpose: 'mail server for sign-in codes: smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465',
    kind: 'smtp-url',
    affects:
      'tenants with flags.garage_enabled or auth_enabled: their sign-in codes are emailed (start-up refuses without it when a tenant file has either)',
  },
  MAIL_FROM: {
    purpose: "sender address of sign-in code emails, shown with the site's name",
    kind: 'email',
    affects: 'as SMTP_URL (set both or neither)',
  },
  SMTP_TIMEOUT_MS: {
    purpose: 'whole time limit for sending one email in ms; past it the shopper is asked to try again in a minute',
    kind: 'ms',
    default: '5000',
    affects: 'sign-in code requests (POST /api/auth/code)',
  },
})

type Values = SettingValues<typeof SMTP_SETTINGS>

export const smtpProblems = (values: Values): string[] => bothOrNeither(values, 'SMTP_URL', 'MAIL_FROM')

/** The SMTP sender from its checked settings, or null without SMTP_URL / MAIL_FROM. */
export function smtpMailFromSettings(values: Values): MailSenderPort | null {
  if (!values.SMTP_URL || !values.MAIL_FROM) return null
  return createSmtpMail({
    url: values.SMTP_URL,
    from: values.MAIL_FROM,
    ...(values.SMTP_TIMEOUT_MS ? { timeoutMs: Number(values.SMTP_TIMEOUT_MS) } : {}),
  })
}
