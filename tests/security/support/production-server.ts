import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe } from 'vitest'
import { serverNodeOptions } from '../../../scripts/server-node-options.mjs'

export const root = resolve(import.meta.dirname, '../../..')
/** The production build these suites run against (`npx vite build`; npm test builds first). */
export const built = existsSync(join(root, 'dist/server/server.js'))

/** A suite against the production build: skipped without one, except in CI, where a missing build must fail. */
export const describeBuilt = describe.skipIf(!built && !process.env.CI)

export interface Answer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: string
}

export interface ProductionServer {
  /** One request with the Host header given (a tenant is its host), nothing else added. */
  send(
    method: string,
    path: string,
    options?: {
      host?: string
      headers?: Record<string, string>
      body?: string | Buffer
      /** sent in pieces with no declared length (the web path's counting), else whole with its Content-Length */
      chunked?: boolean
      /** only the headers, the body's length declared: for an answer that comes before the body is read */
      headersOnly?: boolean
    },
  ): Promise<Answer>
  stop(): Promise<void>
  readonly port: number
  readonly pid: number
}

/** A port nothing listens on now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

/** scripts/serve.mjs (the production build) on `port`, in demo mode with a data folder of its own, `env` on top. */
export const spawnServe = (port: number, env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [...serverNodeOptions(), join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ADAPTERS: 'demo',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'serve-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/** scripts/serve.mjs on a free port, in demo mode with its own data folder. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const port = await freePort()
  const child = spawnServe(port, env)
  let output = ''
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Serving')) {
        child.stdout!.off('data', onData)
        ready(server(port, child))
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.on('exit', (code) => fail(new Error(`server exited (${code}): ${output}`)))
  })
}

function server(port: number, child: ChildProcess): ProductionServer {
  return {
    port,
    pid: child.pid!,
    send: (
      method,
      path,
      { host = 'demo-motors.localhost', headers = {}, body, chunked = false, headersOnly = false } = {},
    ) =>
      new Promise((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: {
              host,
              ...(body === undefined || chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => {
              if (headersOnly) req.destroy()
              done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') })
            })
            res.on('error', fail)
          },
        )
        req.on('error', fail)
        if (headersOnly) req.flushHeaders()
        else if (chunked && body !== undefined) {
          req.write(body.slice(0, 1))
          req.end(body.slice(1))
        } else req.end(body)
      }),
    stop: () =>
      new Promise((done) => {
        child.removeAllListeners('exit')
        child.on('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The production server (with `env`) of the suite this is called in: started before its first test, stopped after
 * its last. The answer stands for it in the suite's tests.
 */
export function suiteServer(env: Record<string, string> = {}): ProductionServer {
  let started: ProductionServer | undefined
  beforeAll(async () => {
    started = await startProductionServer(env)
  }, 60_000)
  afterAll(() => started?.stop())
  const current = (): ProductionServer => {
    if (!started) throw new Error('the production server of this suite has not started')
    return started
  }
  return {
    send: (...request) => current().send(...request),
    stop: () => current().stop(),
    get port() {
      return current().port
    },
    get pid() {
      return current().pid
    },
  }
}

/** A private copy of the shipped tenant files with `change` applied to one tenant's file (for TENANTS_DIR). */
export function tenantsWith(slug: string, change: (file: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'))
  const sources = join(root, 'tenants/sites')
  for (const name of readdirSync(sources).filter((n) => n.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(sources, name), 'utf8'))
    if (name === `${slug}.json`) change(data)
    writeFileSync(join(dir, name), JSON.stringify(data))
  }
  return dir
}

/** Every server-function id the browser bundle can call (the ids Start compiles into the client's RPC stubs). */
export function clientServerFnIds(): string[] {
  const ids = new Set<string>()
  for (const file of clientAssetFiles()) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/["'`]([0-9a-f]{64})["'`]/g)) ids.add(id!)
  }
  return [...ids]
}

export function clientAssetFiles(dir = join(root, 'dist/client')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clientAssetFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}
