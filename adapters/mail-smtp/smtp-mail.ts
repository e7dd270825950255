import { createTransport } from 'nodemailer'
import type { MailFailureReason, MailMessage, MailSendResult, MailSenderPort } from '@domain/ports/mail.port.ts'

export interface SmtpMailOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS from the start) */
  readonly url: string
  /** the sender address every message comes from; each message may add a display name */
  readonly from: string
  /** the whole send, connecting included (default 5000 ms): past it the caller gets `timeout` */
  readonly timeoutMs?: number
  /** failures only; never given a message's subject or body */
  readonly log?: (message: string, context: Record<string, unknown>) => void
}

export const DEFAULT_SMTP_TIMEOUT_MS = 5_000

interface SmtpError {
  readonly code?: string
  readonly responseCode?: number
  readonly response?: string
  readonly command?: string
  readonly timeoutType?: string
  readonly message?: string
}

/** A timeout, a reply the server sent (it refused), or no usable connection at all. */
function reasonOf(error: SmtpError, timedOut: boolean): MailFailureReason {
  if (timedOut || error.code === 'ETIMEDOUT' || error.code === 'EABORT') return 'timeout'
  if (typeof error.responseCode === 'number') return 'refused'
  return 'unreachable'
}

/** What the operator needs to act on: the code, the SMTP command and the server's reply line. */
function detailOf(error: SmtpError, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${timeoutMs} ms`
  const reply = (error.response ?? error.message ?? '').split(/\r?\n/)[0]!.slice(0, 200)
  return [error.code, error.command, reply].filter(Boolean).join(' ')
}

const hostOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return 'unparsable SMTP_URL'
  }
}

/** Only the domain of a recipient is logged: enough to spot a pattern, not who asked. */
const recipientDomain = (to: string) => to.slice(to.lastIndexOf('@') + 1).slice(0, 253)

/**
 * MailSenderPort over SMTP with Nodemailer: one connection per message (sign-in codes are rare), from the
 * configured address with the message's display name. Every stage (DNS, connect, greeting, each command)
 * has the time limit, and the whole send is cancelled when it is spent, so a hung mail server costs the
 * shopper `timeoutMs` at most. Failures are logged with the server's reply, never with the message.
 */
export function createSmtpMail(options: SmtpMailOptions): MailSenderPort {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS
  const log = options.log ?? ((message, context) => console.warn(`[mail] ${message}`, context))
  const server = hostOf(options.url)
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // a refused or abandoned connection is not worth waiting on to close politely
    socketCloseTimeout: 0,
    disableFileAccess: true,
    disableUrlAccess: true,
  })

  return {
    async send(message: MailMessage): Promise<MailSendResult> {
      const controller = new AbortController()
      let timedOut = false
      let timer: NodeJS.Timeout | undefined
      // The abort cancels Nodemailer's own work; the race guarantees the answer even if it did not settle.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true
          controller.abort(new Error(`mail send took longer than ${timeoutMs} ms`))
          reject(new Error('timeout'))
        }, timeoutMs)
      })
      const sending = transport.sendMail({
        from: message.fromName ? { name: message.fromName, address: options.from } : options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        signal: controller.signal,
      })
      sending.catch(() => undefined)
      try {
        await Promise.race([sending, deadline])
        return { ok: true }
      } catch (caught) {
        const error = (caught ?? {}) as SmtpError
        const reason = reasonOf(error, timedOut)
        const detail = detailOf(error, timedOut, timeoutMs)
        log(`message not sent (${reason}): ${detail}`, { server, recipientDomain: recipientDomain(message.to) })
        return { ok: false, reason, detail }
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
