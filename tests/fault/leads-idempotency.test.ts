import { afterEach, describe, expect, it } from 'vitest'
import { fork, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { DatabaseSync } from 'node:sqlite'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'

/**
 * Issue 16 item 12, as the review found it: at `kill -9` leads were committed whose answers never left, and the
 * browser's retry made each a second lead. Here a lead server runs in its own process over a SQLite file; ten creates,
 * each with its own Idempotency-Key, are written but never answered; the process is killed with SIGKILL; a new process
 * on the same file takes the ten retries (same keys): each answers 201 with the id written before the kill, and the
 * file holds ten leads, not twenty.
 */
const CHILD = join(import.meta.dirname, 'support/lead-server-child.ts')
const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function start(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(CHILD, [file], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  children.push(child)
  const url = await new Promise<string>((ok, fail) => {
    child.once('message', (m: { url: string }) => ok(m.url))
    child.once('exit', (code) => fail(new Error(`lead server exited (${code})`)))
  })
  return { child, url }
}

const leadsIn = (file: string): { id: string; request_key: string | null }[] => {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return db.prepare('SELECT id, request_key FROM leads ORDER BY request_key').all() as {
      id: string
      request_key: string | null
    }[]
  } finally {
    db.close()
  }
}

/** POST /api/leads with the site's Host (fetch would send the loopback address as Host); null when no answer came. */
function post(url: string, key: string, hold: boolean): Promise<{ status: number; id: string } | null> {
  const body = JSON.stringify({ lead: makeLeadPayload({ message: `lead ${key}` }) })
  return new Promise((resolve) => {
    const req = request(
      new URL('/api/leads', url),
      {
        method: 'POST',
        headers: {
          host: 'demo-motors.localhost',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
          ...(hold ? { 'x-hold-answer': '1' } : {}),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, id: (JSON.parse(text) as { id: string }).id }))
        res.on('error', () => resolve(null))
      },
    )
    req.on('error', () => resolve(null))
    req.end(body)
  })
}

describe('lead creates across a kill -9 (fault)', () => {
  it('the retries of creates committed but never answered get the same ids, and make no second lead', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-idempotency-'))
    dirs.push(dir)
    const file = join(dir, 'leads.sqlite')
    const keys = Array.from({ length: 10 }, (_, i) => `retry-key-${String(i).padStart(4, '0')}`)

    const first = await start(file)
    const lost = keys.map((key) => post(first.url, key, true))
    // every create committed (read from the file itself), none answered
    const end = Date.now() + 20_000
    while (leadsIn(file).length < keys.length) {
      if (Date.now() > end) throw new Error(`only ${leadsIn(file).length} leads were written`)
      await new Promise((r) => setTimeout(r, 20))
    }
    const written = new Map(leadsIn(file).map((l) => [l.request_key, l.id]))
    first.child.kill('SIGKILL')
    expect(await Promise.all(lost)).toEqual(Array(keys.length).fill(null))

    const second = await start(file)
    const retries = await Promise.all(keys.map((key) => post(second.url, key, false)))
    expect(retries).toEqual(keys.map((key) => ({ status: 201, id: written.get(key) })))
    expect(leadsIn(file)).toHaveLength(keys.length)
  }, 60_000)
})
