import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createSqliteAuthStore } from '@adapters/store-sqlite/shared-state.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { CODE_NOT_SENT } from '@adapters/auth-local/local-auth.ts'
import type { MailMessage, MailSendResult, MailSenderPort } from '@domain/ports/mail.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { buildVehicleServices } from './vehicle-services.server.ts'
import type { LiveSettings, Mode } from './environment.ts'

const site = { slug: 'demo-motors', name: 'Demo Motors', url: 'https://www.demomotors.com.au' } as SiteConfig
const live = { SESSION_SECRET: 'x'.repeat(40) } as LiveSettings

/** Every console line a test printed, to prove the code is never among them. */
let printed: string[] = []
beforeEach(() => {
  printed = []
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')))
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

function build(mode: Mode, answer: MailSendResult | null) {
  const sent: MailMessage[] = []
  const mail: MailSenderPort | null = answer && {
    async send(message) {
      sent.push(message)
      return answer
    },
  }
  const db = openDatabase(':memory:')
  const services = buildVehicleServices({
    adapters: { payments: mode === 'live' ? 'providers' : 'local', mail: mode === 'live' ? 'smtp' : 'mailbox' },
    live: mode === 'live' ? live : null,
    db,
    authStore: createSqliteAuthStore(db),
    intents: createIntentStore(db),
    clock: { now: () => Date.UTC(2026, 0, 1) },
    siteOf: (slug) => (slug === site.slug ? site : undefined),
    mail,
  })
  return { services, sent }
}

const codeIn = (message: MailMessage) => /\n(\d{6})\n/.exec(message.text)![1]!

describe('sign-in codes in live mode', () => {
  it('are emailed to the shopper, from the site, and work; never logged, never on the QA mailbox', async () => {
    const { services, sent } = build('live', { ok: true })
    expect(await services.auth.requestCode('demo-motors', 'Sam@Example.com')).toEqual({ ok: true })
    expect(sent).toHaveLength(1)
    const message = sent[0]!
    expect(message).toMatchObject({
      to: 'sam@example.com',
      fromName: 'Demo Motors',
      subject: 'Your sign-in code for Demo Motors',
    })
    expect(message.text).toContain('It is valid for 10 minutes')
    expect(message.text).toContain('https://www.demomotors.com.au')
    const code = codeIn(message)
    expect(message.html).toContain(`>${code}</p>`)
    expect((await services.auth.verifyCode('demo-motors', 'sam@example.com', code)).ok).toBe(true)
    expect(services.deliveredCodes('demo-motors')).toEqual([])
    expect(printed.join('\n')).not.toContain(code)
  })

  it('a refused or unreachable send is the clear message; a timed-out one too, and its code may still be used', async () => {
    for (const reason of ['refused', 'unreachable'] as const) {
      const { services } = build('live', { ok: false, reason, detail: '550 no' })
      expect(await services.auth.requestCode('demo-motors', 'sam@example.com')).toEqual({
        ok: false,
        message: CODE_NOT_SENT,
        unavailable: true,
      })
    }
    const { services, sent } = build('live', { ok: false, reason: 'timeout', detail: 'no answer within 5000 ms' })
    expect(await services.auth.requestCode('demo-motors', 'sam@example.com')).toEqual({
      ok: false,
      message: CODE_NOT_SENT,
      unavailable: true,
    })
    expect((await services.auth.verifyCode('demo-motors', 'sam@example.com', codeIn(sent[0]!))).ok).toBe(true)
    expect(CODE_NOT_SENT).toBe('We could not send the code just now. Please try again in a minute.')
  })

  it('without a mail server the shopper is told, and the log names the missing variables without the code', async () => {
    const { services } = build('live', null)
    expect(await services.auth.requestCode('demo-motors', 'sam@example.com')).toEqual({
      ok: false,
      message: CODE_NOT_SENT,
      unavailable: true,
    })
    expect(printed).toEqual([
      '[auth] sign-in code requested on demo-motors, but no mail server is configured (SMTP_URL, MAIL_FROM)',
    ])
  })

  it('a tenant without a loaded site still gets an email naming it by slug', async () => {
    const { services, sent } = build('live', { ok: true })
    await services.auth.requestCode('metro-auto-group', 'a@b.co')
    expect(sent[0]).toMatchObject({ fromName: 'metro-auto-group', subject: 'Your sign-in code for metro-auto-group' })
  })

  it('property: whatever the mail sender answers, nothing printed carries the code', async () => {
    const answer = fc.oneof(
      fc.constant<MailSendResult>({ ok: true }),
      fc.record({
        ok: fc.constant(false as const),
        reason: fc.constantFrom('timeout' as const, 'refused' as const, 'unreachable' as const),
        detail: fc.string(),
      }),
    )
    await fc.assert(
      fc.asyncProperty(answer, async (result) => {
        printed = []
        const { services, sent } = build('live', result)
        await services.auth.requestCode('demo-motors', 'sam@example.com')
        expect(printed.join('\n')).not.toContain(codeIn(sent[0]!))
      }),
      { numRuns: 30 },
    )
  })
})

describe('sign-in codes in demo and mock modes', () => {
  it('stay on the QA mailbox and in the log, and no mail is sent', async () => {
    for (const mode of ['demo', 'mock'] as const) {
      const { services, sent } = build(mode, { ok: true })
      expect(await services.auth.requestCode('demo-motors', 'sam@example.com')).toEqual({ ok: true })
      const [delivered] = services.deliveredCodes('demo-motors')
      expect(delivered).toMatchObject({ tenant: 'demo-motors', email: 'sam@example.com' })
      expect(printed.some((line) => line.includes(delivered!.code))).toBe(true)
      expect(sent).toEqual([])
    }
  })
})
