import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import { listenOnLoopback, readRequestBody } from '../../live/support/loopback.ts'

/** One request the fake received, as sent on the wire. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly text: string
  /** the body parsed as JSON, or undefined when it is not JSON */
  readonly json: unknown
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

export interface FakeMeilisearch {
  /** base URL, e.g. http://127.0.0.1:PORT */
  readonly url: string
  readonly requests: RecordedRequest[]
  handle(handler: FakeHandler): void
  close(): Promise<void>
}

/** Sends a JSON answer. */
export const sendJson = (response: ServerResponse, status: number, body: unknown, statusText?: string): void => {
  const text = JSON.stringify(body)
  response.writeHead(status, statusText ?? '', {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

/**
 * A loopback HTTP server (127.0.0.1, a free port) that plays Meilisearch: it records every request exactly as
 * received and answers with whatever the current handler says.
 */
export async function startFakeMeilisearch(initial?: FakeHandler): Promise<FakeMeilisearch> {
  const requests: RecordedRequest[] = []
  let handler: FakeHandler = initial ?? ((_, response) => sendJson(response, 404, { message: 'no handler' }))
  const server = createServer((req, res) => {
    void readRequestBody(req).then(({ text, json }) => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        text,
        json,
      }
      requests.push(recorded)
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 599, { message: `fake failed: ${String(error)}` })
        else res.destroy()
      })
    })
  })
  const { port, close } = await listenOnLoopback(server)
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next
    },
    close,
  }
}
