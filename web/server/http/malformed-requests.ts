import { createMiddleware } from '@tanstack/react-start'
import { errorAnswer } from './answers.ts'

/** Whether an absolute URL's path begins with two slashes (or a backslash after one), read from its text unparsed. */
export function startsCollapsed(url: string): boolean {
  const path = url.indexOf('/', url.indexOf('//') + 2)
  const next = path < 0 ? -1 : url.charCodeAt(path + 1)
  return next === 47 /* '/' */ || next === 92 /* '\\' */
}

/**
 * `//x` (or `/\x`): Start would redirect to `http://{whatever Host was sent}/x`. The same path on this site
 * instead, as a relative Location, which a browser resolves against the address it asked for and so never
 * leaves the site.
 */
export function collapsedSlashes(url: URL): Response | null {
  if (!/^\/[/\\]/.test(url.pathname)) return null
  return new Response(null, {
    status: 308,
    headers: { location: `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}` },
  })
}

/**
 * Whether `text` cannot be a call's arguments: not JSON, or JSON that is not a serialised value (Start's client
 * always sends seroval's envelope: `{t: node, f: flags, m: [...]}`). Deeper malformed nodes are Start's to read.
 */
const notArguments = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return true
    const { t, f, m } = value as { t?: unknown; f?: unknown; m?: unknown }
    return typeof t !== 'object' || t === null || Array.isArray(t) || typeof f !== 'number' || !Array.isArray(m)
  } catch {
    return true
  }
}

/** The arguments of a server-function call that cannot be read: `payload` of a GET, the body of a JSON or form POST. */
async function unreadableArguments(request: Request): Promise<boolean> {
  if (request.method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload')
    return payload !== null && notArguments(payload)
  }
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    // a form post (Start reads it as FormData): one that does not parse is the caller's
    return request
      .clone()
      .formData()
      .then(
        () => false,
        () => true,
      )
  }
  if (!type.includes('application/json')) return false
  // an empty JSON body too: Start would fail reading it
  return notArguments(await request.clone().text())
}

/** Start's own resolver throws these for an id it has no function for (it would answer 500). */
const UNKNOWN_FUNCTION = /^Server function (info not found|not accessible from client|module (export )?not resolved)/

/**
 * An envelope whose nodes do not deserialise (an unknown node type, a reference to nothing, nesting past the
 * limit): Start answers it with a 500 carrying seroval's deserialisation error (its step 3), which is the caller's.
 */
const UNDESERIALISABLE = /Seroval Error \(step: 3\)/

/**
 * A server-function call the app cannot have made is the caller's mistake, so a 4xx, never a 500: arguments that
 * are not a serialised value (or do not deserialise) answer 400, an id no function has answers 404. Runs after Start's CSRF check (web/start.ts).
 */
export const malformedServerFnCalls = createMiddleware().server(async ({ next, request, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  if (await unreadableArguments(request)) throw errorAnswer(400, 'Server function arguments are not a serialised value')
  let result: Awaited<ReturnType<typeof next>>
  try {
    result = await next()
  } catch (error) {
    if (error instanceof Error && UNKNOWN_FUNCTION.test(error.message))
      throw errorAnswer(404, 'No such server function')
    throw error
  }
  if (result.response.status === 500 && UNDESERIALISABLE.test(await result.response.clone().text())) {
    throw errorAnswer(400, 'Server function arguments are not a serialised value')
  }
  return result
})
