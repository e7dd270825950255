import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { createSmtpMail } from '@adapters/mail-smtp/smtp-mail.ts'
import { signInCodeEmail } from '@domain/users/sign-in-code-email.ts'
import { startLoopbackSmtp, type LoopbackSmtp } from '../live/support/loopback-smtp.ts'

/** The SMTP mail adapter against a real SMTP server on loopback (smtp-server), and against servers that misbehave. */
const USER = { user: 'mailer@dealer-sites.test', pass: 'loopback:pass word' }
const FROM = 'no-reply@dealer-sites.test'
let smtp: LoopbackSmtp
let logged: { message: string; context: Record<string, unknown> }[] = []
const log = (message: string, context: Record<string, unknown>) => void logged.push({ message, context })

const mail = signInCodeEmail({
  siteName: 'Demo Motors',
  siteUrl: 'https://www.demomotors.com.au',
  code: '042917',
  validMinutes: 10,
})

beforeAll(async () => {
  smtp = await startLoopbackSmtp(USER)
})
afterAll(async () => {
  await smtp.close()
})
beforeEach(() => {
  smtp.messages.length = 0
  smtp.behave('accept')
  logged = []
})

/** A TCP server that accepts connections and never says a word: an SMTP server hung before its greeting. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const CODE_FREE = (entries: typeof logged) => JSON.stringify(entries).includes('042917') === false

describe('SMTP mail adapter (live sign-in codes)', () => {
  it('delivers one message: envelope and From from MAIL_FROM with the site name, To, subject, code in both bodies', async () => {
    const sender = createSmtpMail({ url: smtp.url, from: FROM, log })
    expect(await sender.send({ to: 'sam@example.com', fromName: 'Demo Motors', ...mail })).toEqual({ ok: true })
    expect(smtp.messages).toHaveLength(1)
    const received = smtp.messages[0]!
    expect(received.user).toBe(USER.user)
    expect(received.mailFrom).toBe(FROM)
    expect(received.rcptTo).toEqual(['sam@example.com'])
    expect(received.headers.from).toBe(`Demo Motors <${FROM}>`)
    expect(received.headers.to).toBe('sam@example.com')
    expect(received.subject).toBe('Your sign-in code for Demo Motors')
    expect(received.headers['content-type']).toMatch(/^multipart\/alternative;/)
    expect(received.text).toBe(mail.text)
    expect(received.html?.trimEnd()).toBe(mail.html.trimEnd())
    expect(received.text).toContain('\n042917\n')
    expect(received.html).toContain('>042917</p>')
    expect(logged).toEqual([])
  })

  it('encodes a display name with commas, quotes and non-ASCII so the address cannot be changed by it', async () => {
    const sender = createSmtpMail({ url: smtp.url, from: FROM, log })
    const name = 'Müller, "Best" Cars <evil@attacker.test>'
    expect(
      await sender.send({ to: 'sam@example.com', fromName: name, subject: 'Ünïcode subject', text: 'hi' }),
    ).toEqual({ ok: true })
    const received = smtp.messages[0]!
    expect(received.mailFrom).toBe(FROM)
    expect(received.rcptTo).toEqual(['sam@example.com'])
    expect(received.headers.from).toContain(`<${FROM}>`)
    expect(received.headers.from).toContain('Müller')
    expect(received.headers.from?.endsWith(`<${FROM}>`)).toBe(true)
    expect(received.subject).toBe('Ünïcode subject')
    expect(received.text).toBe('hi')
    expect(received.html).toBeNull()
  })

  it('a refused recipient is a "refused" failure naming the server reply, logged without the message', async () => {
    smtp.behave('refuse')
    const sender = createSmtpMail({ url: smtp.url, from: FROM, log })
    const result = await sender.send({ to: 'sam@example.com', fromName: 'Demo Motors', ...mail })
    expect(result).toMatchObject({ ok: false, reason: 'refused' })
    expect(!result.ok && result.detail).toMatch(/550/)
    expect(logged).toHaveLength(1)
    expect(logged[0]!.message).toMatch(/^message not sent \(refused\): /)
    expect(logged[0]!.context).toEqual({ server: `smtp://127.0.0.1:${smtp.port}`, recipientDomain: 'example.com' })
    expect(CODE_FREE(logged)).toBe(true)
    expect(JSON.stringify(logged)).not.toContain(USER.pass)
  })

  it('wrong credentials are a "refused" failure', async () => {
    const sender = createSmtpMail({ url: smtp.url.replace(encodeURIComponent(USER.pass), 'wrong'), from: FROM, log })
    expect(await sender.send({ to: 'sam@example.com', ...mail })).toMatchObject({ ok: false, reason: 'refused' })
    expect(smtp.messages).toHaveLength(0)
  })

  it('a server that hangs after the data answers "timeout" within the time limit', async () => {
    smtp.behave('hang')
    const sender = createSmtpMail({ url: smtp.url, from: FROM, timeoutMs: 800, log })
    const started = performance.now()
    const result = await sender.send({ to: 'sam@example.com', ...mail })
    const took = performance.now() - started
    expect(result).toEqual({ ok: false, reason: 'timeout', detail: 'no answer within 800 ms' })
    expect(took).toBeGreaterThanOrEqual(750)
    expect(CODE_FREE(logged)).toBe(true)
  })

  it('a server that never greets answers "timeout" within the time limit', async () => {
    const silent = await silentServer()
    try {
      const sender = createSmtpMail({ url: silent.url, from: FROM, timeoutMs: 600, log })
      // a server that never greets would hold the send for ever: an answer at all is the time limit working
      expect(await sender.send({ to: 'sam@example.com', ...mail })).toMatchObject({ ok: false, reason: 'timeout' })
    } finally {
      await silent.close()
    }
  })

  it('nothing listening is "unreachable" (not a timeout)', async () => {
    const port = await closedPort()
    const sender = createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 5_000, log })
    expect(await sender.send({ to: 'sam@example.com', ...mail })).toMatchObject({ ok: false, reason: 'unreachable' })
    expect(logged[0]!.message).toMatch(/^message not sent \(unreachable\): /)
  })

  it('after a failure the same sender delivers again', async () => {
    const sender = createSmtpMail({ url: smtp.url, from: FROM, timeoutMs: 800, log })
    smtp.behave('refuse')
    expect((await sender.send({ to: 'sam@example.com', ...mail })).ok).toBe(false)
    smtp.behave('accept')
    expect(await sender.send({ to: 'sam@example.com', ...mail })).toEqual({ ok: true })
    expect(smtp.messages).toHaveLength(1)
  })
})
