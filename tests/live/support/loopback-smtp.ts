import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import type { AddressInfo } from 'node:net'

/** One message as the loopback mail server received it, with the parts a test reads already decoded. */
export interface ReceivedMail {
  /** the envelope: MAIL FROM and RCPT TO */
  readonly mailFrom: string
  readonly rcptTo: readonly string[]
  /** the user the client signed in as, if it did */
  readonly user: string | null
  readonly raw: string
  /** header name (lower case) → unfolded, decoded value */
  readonly headers: Readonly<Record<string, string>>
  readonly subject: string
  readonly text: string | null
  readonly html: string | null
}

/** How the server treats the next messages: take them, refuse the recipient (550), or never answer the data. */
export type SmtpBehaviour = 'accept' | 'refuse' | 'hang'

export interface LoopbackSmtp {
  /** `smtp://user:pass@127.0.0.1:{port}` (no STARTTLS offered: loopback only) */
  readonly url: string
  readonly port: number
  readonly messages: ReceivedMail[]
  behave(behaviour: SmtpBehaviour): void
  close(): Promise<void>
}

const decodeQuotedPrintable = (body: string): Buffer => {
  const soft = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as Nodemailer writes non-ASCII headers. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    )

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

const splitEntity = (entity: string): { headers: Record<string, string>; body: string } => {
  const end = entity.search(/\r?\n\r?\n/)
  if (end < 0) return { headers: parseHeaders(entity), body: '' }
  const gap = entity.slice(end).startsWith('\r\n\r\n') ? 4 : 2
  return { headers: parseHeaders(entity.slice(0, end)), body: entity.slice(end + gap) }
}

const decodeBody = (headers: Record<string, string>, body: string): string => {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** The text/plain and text/html leaves of a message (multipart/alternative or mixed, one level deep or more). */
function leaves(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      { type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(headers, body).replace(/\r\n/g, '\n') },
    ]
  }
  const parts = body.split(`--${boundary}`).slice(1)
  return parts
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const inner = splitEntity(part.replace(/^\r?\n/, ''))
      return leaves(inner.headers, inner.body.replace(/\r?\n$/, ''))
    })
}

/** Reads what a test needs from a raw RFC 5322 message; no library, the messages are small and plain. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitEntity(raw)
  // the line break before the SMTP end-of-data dot belongs to the transfer, not the body
  const found = leaves(headers, body.replace(/\r?\n$/, ''))
  return {
    headers,
    subject: headers.subject ?? '',
    text: found.find((l) => l.type === 'text/plain')?.content ?? null,
    html: found.find((l) => l.type === 'text/html')?.content ?? null,
  }
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port, playing the dealer platform's mail service:
 * it takes plain-text AUTH with the given credentials (or none), records every message, and can refuse
 * recipients or hang after the data for the failure tests.
 */
export async function startLoopbackSmtp(
  credentials: { user: string; pass: string } | null = null,
): Promise<LoopbackSmtp> {
  const messages: ReceivedMail[] = []
  let behaviour: SmtpBehaviour = 'accept'
  const options: SMTPServerOptions = {
    authOptional: credentials === null,
    allowInsecureAuth: true,
    disabledCommands: credentials === null ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username })
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
    },
    onRcptTo(_address, _session, callback) {
      if (behaviour === 'refuse')
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (behaviour === 'hang') return
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw,
          ...parseMail(raw),
        })
        callback()
      })
    },
  }
  const server = new SMTPServer(options)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  server.on('error', () => undefined)
  const { port } = server.server.address() as AddressInfo
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : ''
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    messages,
    behave(next) {
      behaviour = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
