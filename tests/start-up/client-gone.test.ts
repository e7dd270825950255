import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const built = existsSync(join(root, 'dist/server/server.js'))

/** Sends the head and half the body of a search, then hangs up: a shopper whose page moved on. */
function hangUpMidRequest(port: number): Promise<void> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/search HTTP/1.1\r\nhost: demo-motors.localhost\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"limit":',
      )
      setTimeout(() => {
        socket.destroy()
        done()
      }, 200)
    })
  })
}

describe.skipIf(!built && !process.env.CI)('a client that goes away mid-request', () => {
  it('is not logged as a server error, and the server keeps answering', async () => {
    const port = 21_000 + Math.floor(Math.random() * 20_000)
    const child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: { ...process.env, TRUST_PROXY: 'loopback', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'client-gone-')) },
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    try {
      await new Promise<void>((ok) => child.stdout.on('data', (d) => String(d).includes('Serving') && ok()))
      for (let i = 0; i < 3; i++) await hangUpMidRequest(port)
      const answer = await fetch(`http://127.0.0.1:${port}/api/search`, {
        method: 'POST',
        headers: { 'x-forwarded-host': 'demo-motors.localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 1 }),
      })
      expect(answer.status).toBe(200)
      await new Promise((r) => setTimeout(r, 300))
      expect(stderr).toBe('')
    } finally {
      child.kill('SIGTERM')
    }
  }, 30_000)
})
