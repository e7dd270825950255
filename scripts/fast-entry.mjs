// The node-level fast path of the production server: the two hottest kinds of request (an anonymous page the response
// cache holds fresh, and POST /api/leads) answered from node's own request, without srvx turning it into a web Request
// (undici's Headers and Request, a ReadableStream for the body, an abort signal) and the answer back from a Response.
// The app does all the deciding (dist/server/server.js `fast`, web/server.ts); this file only reads and writes node's
// objects. Everything else, and any page the cache cannot answer fresh, goes to srvx as before.
import { compressPlain } from './compression.mjs'

/** Headers node keeps once when repeated; a web Request's headers join every value (srvx reads them the same way). */
const SINGLE = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
])

/** `req`'s headers read as srvx's web Request would give them (`headers.get`, any case of name). */
function headerReader(req) {
  return {
    get(given) {
      const name = given.toLowerCase()
      const value = req.headers[name]
      if (value === undefined) return null
      if (Array.isArray(value)) return value.join(', ')
      if (!SINGLE.has(name)) return value
      const all = []
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        if (req.rawHeaders[i].toLowerCase() === name) all.push(req.rawHeaders[i + 1])
      return all.length > 1 ? all.join(', ') : value
    },
  }
}

/** The body, whole (its declared length is within the limit, and node's parser holds the sender to it). */
function bodyOf(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)))
    req.on('error', reject)
    req.on('close', () => req.complete || reject(new Error('the request ended before its body')))
  })
}

function send(res, answer) {
  if (answer.body) answer.headers.set('content-length', String(answer.body.byteLength))
  const headers = []
  for (const [name, value] of answer.headers) headers.push(name, value)
  // no reason phrase, as srvx sends a Response without a statusText
  res.writeHead(answer.status, '', headers)
  res.end(answer.body ?? undefined)
}

/** as srvx answers a handler that failed: 500, no body (the app has logged it) */
function failed(res) {
  if (res.headersSent) res.destroy()
  else res.writeHead(500).end()
}

/**
 * A node request listener: the fast path for what `fast.plan` takes, `web` (srvx's node handler) for the rest.
 * A request whose body would need the web path's checks (no declared length, or a length that is not a number or
 * is over the path's limit) goes the web way before anything is read, so those answers stay the web path's.
 */
export function fastEntry(fast, web) {
  return (req, res) => {
    const plan = req.headers.host === undefined ? null : fast.plan(req.method, req.url)
    if (!plan) return web(req, res)
    let body = null
    if (plan.maxBody > 0) {
      const declared = req.headers['content-length']
      if (
        declared === undefined ||
        !/^\d+$/.test(declared) ||
        Number(declared) > plan.maxBody ||
        req.headers['transfer-encoding'] !== undefined
      )
        return web(req, res)
      body = bodyOf(req)
    }
    const answered = (body ?? Promise.resolve(null)).then((bytes) => {
      const request = {
        method: req.method,
        target: req.url,
        headers: headerReader(req),
        socketAddress: req.socket.remoteAddress,
        encrypted: req.socket.encrypted === true,
        body: bytes,
      }
      return fast.answer(request, plan).then((answer) => {
        if (!answer) return web(req, res)
        return compressPlain(req.method, request.headers.get('accept-encoding'), answer).then((sent) => send(res, sent))
      })
    })
    // a sender that went away mid-body has nobody to answer
    answered.catch(() => (req.complete ? failed(res) : res.destroy()))
  }
}
