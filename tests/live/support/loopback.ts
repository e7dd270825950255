import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** One request a loopback server received, exactly as it came over the wire. */
export interface Received {
  readonly method: string
  /** path and query string, e.g. `/manufacturers/toyota.json?website_id=1001` */
  readonly url: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly text: string
  /** the body as JSON, or undefined when it is empty or not JSON */
  readonly json: unknown
}

/** The whole request body as text, and as JSON (undefined when it is empty or not JSON). */
export function readRequestBody(req: IncomingMessage): Promise<{ text: string; json: unknown }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let json: unknown
      try {
        json = text === '' ? undefined : JSON.parse(text)
      } catch {
        json = undefined
      }
      resolve({ text, json })
    })
  })
}

/** What a handler answers: a JSON body, raw text, a hang (never answers), or a delayed answer. */
export type Answer =
  | {
      readonly status?: number
      readonly json: unknown
      readonly delayMs?: number
      readonly headers?: Record<string, string>
    }
  | {
      readonly status?: number
      readonly text: string
      readonly delayMs?: number
      readonly headers?: Record<string, string>
    }
  | 'hang'

export type Handler = (request: Received) => Answer | Promise<Answer>

/** A scripted `{status, body?}` answer as JSON, an empty body when it has none (still typed as JSON), or a hang. */
export const jsonOrEmpty = (answer: { status: number; body?: unknown } | 'hang'): Answer =>
  answer === 'hang'
    ? 'hang'
    : answer.body === undefined
      ? { status: answer.status, text: '', headers: { 'content-type': 'application/json' } }
      : { status: answer.status, json: answer.body }

export interface Loopback {
  /** `http://127.0.0.1:{port}` */
  readonly url: string
  readonly port: number
  readonly received: Received[]
  /** replaces the handler (a script of answers runs first, see `script`) */
  handle(handler: Handler): void
  /** answers the next requests with these, in order, then falls back to the handler */
  script(...answers: Answer[]): void
  reset(): void
  close(): Promise<void>
}

const notFound: Handler = () => ({ status: 404, json: { error: 'no handler' } })

/**
 * A `node:http` server on 127.0.0.1 and a free port, playing a remote service in tests: it records every
 * request and answers from a script, then from the current handler. Answers may be delayed or withheld
 * (for timeouts); `close` destroys open sockets so a hanging answer never holds a test up.
 */
export async function startLoopback(initial: Handler = notFound, options: { port?: number } = {}): Promise<Loopback> {
  const received: Received[] = []
  let handler = initial
  let queue: Answer[] = []
  const timers = new Set<NodeJS.Timeout>()

  const send = (res: ServerResponse, answer: Exclude<Answer, 'hang'>) => {
    const isJson = 'json' in answer
    const body = isJson ? JSON.stringify(answer.json) : answer.text
    res.writeHead(answer.status ?? 200, {
      'content-type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...answer.headers,
    })
    res.end(body)
  }

  const server = createServer((req, res) => {
    void readRequestBody(req).then(({ text, json }) => {
      const parsed = new URL(req.url ?? '/', 'http://loopback')
      const request: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        text,
        json,
      }
      received.push(request)
      const scripted = queue.shift()
      Promise.resolve(scripted ?? handler(request))
        .then((answer) => {
          if (answer === 'hang') return
          if (answer.delayMs) {
            const timer = setTimeout(() => {
              timers.delete(timer)
              if (!res.destroyed) send(res, answer)
            }, answer.delayMs)
            timers.add(timer)
          } else send(res, answer)
        })
        .catch((error: unknown) => {
          if (!res.headersSent) send(res, { status: 599, json: { error: `loopback handler failed: ${String(error)}` } })
        })
    })
  })
  const { port, close } = await listenOnLoopback(server, options.port)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    handle(next) {
      handler = next
    },
    script(...answers) {
      queue.push(...answers)
    },
    reset() {
      received.length = 0
      queue = []
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer)
      return close()
    },
  }
}

/**
 * Listens on 127.0.0.1 (a free port unless given) and answers the port and a `close` that also destroys open
 * sockets, so a withheld answer never holds a test's teardown up.
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
