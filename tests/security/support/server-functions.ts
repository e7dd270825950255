import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromJSON, toJSON } from 'seroval'
import { root, type ProductionServer } from './production-server.ts'

/** Every server function's id by its export name, from Start's manifest (in server.js or a chunk of its own); read once. */
let manifestIds: Map<string, string> | undefined
function serverFnIds(): Map<string, string> {
  if (manifestIds) return manifestIds
  const server = join(root, 'dist/server')
  const files = [
    'server.js',
    ...readdirSync(join(server, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => join('assets', f)),
  ]
  manifestIds = new Map()
  for (const file of files) {
    for (const m of readFileSync(join(server, file), 'utf8').matchAll(
      /"([0-9a-f]{64})":\s*\{\s*functionName:\s*"(\w+)_createServerFn_handler"/g,
    ))
      manifestIds.set(m[2]!, m[1]!)
  }
  return manifestIds
}

/** A server function's id in the production build, by its export name. */
export function serverFnId(name: string): string {
  const id = serverFnIds().get(name)
  if (!id) throw new Error(`no server function ${name} in the build`)
  return id
}

/** What Start's own client sends with a server-function call (its CSRF check wants a same-origin request). */
const CALL_HEADERS = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true', 'content-type': 'application/json' }

/** Calls a POST server function as the app's browser code does: `{data}` serialised, the answer deserialised. */
export async function callServerFn(
  server: ProductionServer,
  name: string,
  data: unknown,
  host?: string,
): Promise<{ status: number; value: any }> {
  const answer = await server.send('POST', `/_serverFn/${serverFnId(name)}`, {
    headers: CALL_HEADERS,
    body: JSON.stringify(toJSON({ data })),
    ...(host ? { host } : {}),
  })
  let value: unknown = answer.body
  try {
    // the answer is one serialised node, `{result}` (or `{error}`)
    value = (fromJSON({ t: JSON.parse(answer.body), f: 127, m: [] }) as { result?: unknown }).result
  } catch {
    // not a serialised value: the body as text
  }
  return { status: answer.status, value }
}
