import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { join, resolve } from 'node:path'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { freePort } from '../../security/support/production-server.ts'
import { serverFnId } from '../../security/support/server-functions.ts'
import { serverNodeOptions } from '../../../scripts/server-node-options.mjs'

const root = resolve(import.meta.dirname, '../../..')
const serverEntry = join(root, 'dist/server/server.js')
/** These tests run production servers (`npx vite build` first; npm test builds before Vitest). */
export const built = existsSync(serverEntry)

export interface Reply {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly text: string
}

/** One production server process (scripts/serve.mjs) on its own port. */
export interface Instance {
  readonly port: number
  /** a request to the site named by `host` (default demo-motors) */
  call(
    method: string,
    path: string,
    options?: { host?: string; headers?: Record<string, string>; json?: unknown; raw?: string },
  ): Promise<Reply>
  /**
   * a server function by name (`beginReservation`…), called as the browser's RPC stub calls it; its answer. `client`:
   * the address the request comes from (as a trusted proxy forwards it), default this machine's
   */
  fn(name: string, data: unknown, host?: string, client?: string): Promise<{ status: number; value: unknown }>
  /** everything the process printed */
  output(): string
  /** stops the process with `signal` and waits for it to exit */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/** Production servers, each on a free port; if one fails to start, the others are stopped before the error is thrown. */
export async function startInstances(envs: readonly Record<string, string>[]): Promise<Instance[]> {
  const started = await Promise.allSettled(envs.map(async (env) => startInstance(await freePort(), env)))
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  if (failed) {
    await Promise.all(running.map((instance) => instance.stop()))
    throw failed.reason
  }
  return running
}

export function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, [...serverNodeOptions(), join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, ADAPTERS: 'demo', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const call: Instance['call'] = (method, path, { host = 'demo-motors.localhost', headers = {}, json, raw } = {}) => {
    const body = raw ?? (json === undefined ? undefined : JSON.stringify(json))
    const sent: Record<string, string> = {
      host,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    }
    if (body !== undefined) sent['content-length'] = String(Buffer.byteLength(body))
    return new Promise((answer, fail) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: sent }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => answer({ status: res.statusCode ?? 0, headers: res.headers, text }))
      })
      req.on('error', fail)
      req.end(body)
    })
  }

  const instance: Instance = {
    port,
    call,
    async fn(name, data, host, client) {
      const id = serverFnId(name)
      const raw = JSON.stringify(await toJSONAsync({ data }))
      const reply = await call('POST', `/_serverFn/${id}`, {
        ...(host ? { host } : {}),
        raw,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-tsr-serverfn': 'true',
          'sec-fetch-site': 'same-origin',
          ...(client ? { 'x-forwarded-for': client } : {}),
        },
      })
      let value: unknown = reply.text
      try {
        value = (fromCrossJSON(JSON.parse(reply.text), { refs: new Map() }) as { result?: unknown }).result
      } catch {
        // an error answer (Start's own error type) stays text
      }
      return { status: reply.status, value }
    },
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }

  return new Promise((ready, fail) => {
    const onOutput = (chunk: Buffer) => {
      printed += chunk
      if (printed.includes('Serving')) ready(instance)
    }
    child.stdout!.on('data', onOutput)
    child.stderr!.on('data', onOutput)
    child.once('exit', (code) => fail(new Error(`server on ${port} exited (${code}): ${printed}`)))
  })
}
