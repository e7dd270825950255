import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const built = existsSync(join(root, 'dist/server/server.js'))

/**
 * Sends the head of a search and, once the server has taken the request up (it answers `100 Continue` as it hands the
 * request to its handler), half the body, then hangs up: a shopper whose page moved on mid-request.
 */
function hangUpMidRequest(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/search HTTP/1.1\r\nhost: demo-motors.localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\nexpect: 100-continue\r\n\r\n',
      )
    })
    socket.once('data', (head) => {
      if (!String(head).startsWith('HTTP/1.1 100'))
        fail(new Error(`expected 100 Continue, got ${String(head).split('\r\n')[0]}`))
      socket.write('{"limit":', () => {
        socket.destroy()
        done()
      })
    })
    socket.once('error', fail)
  })
}

describe.skipIf(!built && !process.env.CI)('a client that goes away mid-request', () => {
  it('is not logged as a server error, and the server keeps answering', async () => {
    const port = 21_000 + Math.floor(Math.random() * 20_000)
    const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        TRUST_PROXY: 'loopback',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'client-gone-')),
      },
    })
    let stderr = ''
    let stdout = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.stdout.on('data', (d) => (stdout += d))
    try {
      await new Promise<void>((ok) => child.stdout.on('data', (d) => String(d).includes('Serving') && ok()))
      for (let i = 0; i < 3; i++) await hangUpMidRequest(port)
      const answer = await fetch(`http://127.0.0.1:${port}/api/search`, {
        method: 'POST',
        headers: { 'x-forwarded-host': 'demo-motors.localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 1 }),
      })
      expect(answer.status).toBe(200)
      // all it wrote is in once it has shut down
      const exited = new Promise((ok) => child.once('close', ok))
      child.kill('SIGTERM')
      await exited
      expect(stderr).toBe('')
      // the log (JSON lines on stdout): nothing at error level (pino's 50) or above
      const logged = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg?: string })
      expect(logged.filter((line) => line.level >= 50)).toEqual([])
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)
})
