import { describe, expect, it } from 'vitest'
import type { MailMessage, MailSendResult } from '@domain/ports/mail.port.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { emailSignInCode } from './email-sign-in-code.ts'

const TEN_MINUTES = 10 * 60_000

function mailAnswering(result: MailSendResult) {
  const sent: MailMessage[] = []
  return {
    sent,
    mail: {
      send: async (message: MailMessage) => {
        sent.push(message)
        return result
      },
    },
  }
}

const sites = [
  makeSite({ slug: 'demo-motors', name: 'Demo   Motors\n', url: 'https://demo.example' }),
  makeSite({ slug: 'coastal-nissan', name: 'Coastal Nissan', url: 'https://coastal.example' }),
]
const siteOf = (slug: string) => sites.find((s) => s.slug === slug)

describe('emailing a sign-in code', () => {
  it.each(sites.map((s) => [s.slug]))('%s: sent from its own site name, with the code and its life', async (slug) => {
    const { mail, sent } = mailAnswering({ ok: true })
    const send = emailSignInCode({ mail, siteOf, codeTtlMs: TEN_MINUTES, warn: () => {} })
    expect(await send(slug, 'shopper@example.com', '123456')).toBe('sent')
    const name = siteOf(slug)!.name.replace(/\s+/g, ' ').trim()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'shopper@example.com', fromName: name })
    expect(sent[0]!.text).toContain('123456')
    expect(sent[0]!.text).toContain('10 minutes')
  })

  it('a mail server that gave up waiting may still deliver; one that refused or was out of reach did not', async () => {
    const deps = { siteOf, codeTtlMs: TEN_MINUTES, warn: () => {} }
    const answer = (reason: 'timeout' | 'refused' | 'unreachable') =>
      emailSignInCode({ ...deps, mail: mailAnswering({ ok: false, reason, detail: 'x' }).mail })(
        'demo-motors',
        'a@b.co',
        '1',
      )
    expect(await answer('timeout')).toBe('maybe-sent')
    expect(await answer('refused')).toBe('not-sent')
    expect(await answer('unreachable')).toBe('not-sent')
  })

  it('without a mail server nothing is sent and the operator is told which tenant asked, never the code', async () => {
    const lines: string[] = []
    const send = emailSignInCode({ mail: null, siteOf, codeTtlMs: TEN_MINUTES, warn: (l) => lines.push(l) })
    expect(await send('coastal-nissan', 'a@b.co', '654321')).toBe('not-sent')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('coastal-nissan')
    expect(lines[0]).not.toContain('654321')
  })

  it('a tenant the configuration no longer names is greeted by its slug', async () => {
    const { mail, sent } = mailAnswering({ ok: true })
    await emailSignInCode({ mail, siteOf, codeTtlMs: TEN_MINUTES, warn: () => {} })('gone-motors', 'a@b.co', '1')
    expect(sent[0]!.fromName).toBe('gone-motors')
  })
})
