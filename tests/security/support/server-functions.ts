import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromJSON, toJSON } from 'seroval'
import { root, type ProductionServer } from './production-server.ts'

/** A server function's id in the production build, by its export name (Start's manifest in dist/server/server.js). */
export function serverFnId(name: string): string {
  const manifest = readFileSync(join(root, 'dist/server/server.js'), 'utf8')
  const found = new RegExp(`"([0-9a-f]{64})":\\s*\\{\\s*functionName:\\s*"${name}_createServerFn_handler"`).exec(manifest)
  if (!found) throw new Error(`no server function ${name} in the build`)
  return found[1]!
}

/** What Start's own client sends with a server-function call (its CSRF check wants a same-origin request). */
const CALL_HEADERS = { 'sec-fetch-site': 'same-origin', 'x-tsr-serverfn': 'true', 'content-type': 'application/json' }

/** Calls a POST server function as the app's browser code does: `{data}` serialised, the answer deserialised. */
export async function callServerFn(server: ProductionServer, name: string, data: unknown, host?: string): Promise<{ status: number; value: any }> {
  const answer = await server.send('POST', `/_serverFn/${serverFnId(name)}`, { headers: CALL_HEADERS, body: JSON.stringify(toJSON({ data })), ...(host ? { host } : {}) })
  let value: unknown = answer.body
  try {
    // the answer is one serialised node, `{result}` (or `{error}`)
    value = (fromJSON({ t: JSON.parse(answer.body), f: 127, m: [] }) as { result?: unknown }).result
  } catch {
    // not a serialised value: the body as text
  }
  return { status: answer.status, value }
}
