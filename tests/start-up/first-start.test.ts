import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/**
 * `npm start`'s script in a scratch project: the real scripts/start.mjs, a stand-in `vite` that prints progress
 * lines and its arguments, and a stand-in server that prints "Serving". Nothing touches this project's dist/, and
 * no real build runs.
 */
function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-start-'))
  mkdirSync(join(dir, 'scripts'))
  mkdirSync(join(dir, 'web'))
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true })
  copyFileSync(join(root, 'scripts/start.mjs'), join(dir, 'scripts/start.mjs'))
  writeFileSync(join(dir, 'scripts/serve.mjs'), "console.log('Serving')\n")
  writeFileSync(join(dir, 'web/page.tsx'), 'export {}\n')
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }))
  const vite = join(dir, 'node_modules/.bin/vite')
  writeFileSync(vite, `#!/bin/sh\necho "vite building client environment (args: $*)"\necho "transforming..."\n`)
  chmodSync(vite, 0o755)
  return dir
}

function start(dir: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dir, 'scripts/start.mjs')], {
      cwd: dir,
      env: { ...process.env, FORCE_BUILD: '', ...env },
    })
    let stdout = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.on('exit', (code) => done({ code, stdout }))
  })
}

const ANNOUNCEMENT =
  /^Building the app first \(([^)]+)\)\. It takes about 10 seconds on an idle 2-core machine and a few minutes on a busy one/m

describe('npm start on a fresh clone', () => {
  it('announces the build and why before it starts, then shows the build’s own progress, then serves', async () => {
    const result = await start(scratchProject())
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n').filter((l) => l.trim() !== '')
    expect(lines[0]).toMatch(ANNOUNCEMENT)
    expect(ANNOUNCEMENT.exec(lines[0]!)![1]).toBe('there is no build yet')
    // the build's progress reaches the terminal: no --logLevel that would silence it
    expect(lines[1]).toBe('vite building client environment (args: build)')
    expect(lines[2]).toBe('transforming...')
    expect(lines.at(-1)).toBe('Serving')
  })

  it('says nothing about building when the build is newer than every source, and names FORCE_BUILD when that forces one', async () => {
    const dir = scratchProject()
    mkdirSync(join(dir, 'dist/server'), { recursive: true })
    writeFileSync(join(dir, 'dist/server/server.js'), '')
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'dist/server/server.js'), later, later)
    expect((await start(dir)).stdout.trim()).toBe('Serving')
    const forced = await start(dir, { FORCE_BUILD: '1' })
    expect(ANNOUNCEMENT.exec(forced.stdout)?.[1]).toBe('FORCE_BUILD is set')
  })

  it('rebuilds when a source changed after the build, saying so', async () => {
    const dir = scratchProject()
    mkdirSync(join(dir, 'dist/server'), { recursive: true })
    writeFileSync(join(dir, 'dist/server/server.js'), '')
    const earlier = new Date(Date.now() - 60_000)
    utimesSync(join(dir, 'dist/server/server.js'), earlier, earlier)
    expect(ANNOUNCEMENT.exec((await start(dir)).stdout)?.[1]).toBe('the sources changed since the last build')
  })
})
