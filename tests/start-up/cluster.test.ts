import { afterEach, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * npm start's primary (scripts/cluster.mjs) over stand-in workers that only say when they have loaded and when they
 * listen: the workers of one start listen together, once every one has loaded. Each listens with SO_REUSEPORT and
 * the kernel spreads new connections over the sockets listening at that moment, so a worker listening seconds before
 * the others (as the first one did) got every connection made meanwhile and kept it for as long as it stayed open.
 */
const primary = resolve(import.meta.dirname, 'support/cluster-primary.mjs')
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [primary], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  child.stdout!.on('data', (d: Buffer) => (out += d))
  child.stderr!.on('data', (d: Buffer) => (out += d))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const lines = () => out.split('\n').filter(Boolean)
  const until = (line: string, times = 1) =>
    new Promise<void>((ok, fail) => {
      const check = () => lines().filter((l) => l === line).length >= times && ok()
      child.stdout!.on('data', check)
      check()
      void exited.then((code) => fail(new Error(`the primary exited (${code}): ${out}`)))
    })
  return { child, lines, until, exited }
}

describe("npm start's workers", () => {
  it('listen together once every one has loaded, then the primary says it is serving; SIGTERM stops them all with exit 0', async () => {
    const cluster = start()
    await cluster.until('serving (2 workers)')
    const lines = cluster.lines()
    const at = (line: string) => lines.indexOf(line)
    expect(lines.filter((l) => l.startsWith('worker')).sort()).toEqual([
      'worker 1 listens',
      'worker 1 loaded',
      'worker 2 listens',
      'worker 2 loaded',
    ])
    // the first worker was loaded first, yet neither listened before the slower second one had loaded
    expect(at('worker 1 loaded')).toBeLessThan(at('worker 2 loaded'))
    expect(at('worker 1 listens')).toBeGreaterThan(at('worker 2 loaded'))
    expect(at('worker 2 listens')).toBeGreaterThan(at('worker 2 loaded'))
    expect(at('serving (2 workers)')).toBeGreaterThan(Math.max(at('worker 1 listens'), at('worker 2 listens')))
    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
  })

  it('a worker that stops later is replaced, and the replacement listens as soon as it has loaded', async () => {
    const cluster = start({ DIE_ONCE: join(mkdtempSync(join(tmpdir(), 'cluster-')), 'died') })
    await cluster.until('worker 2 listens', 2)
    expect(cluster.lines()).toContain('worker 2 stopped (exit 3); starting another in a second')
    expect(cluster.lines().filter((l) => l === 'worker 2 loaded')).toHaveLength(2)
    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
  })
})
