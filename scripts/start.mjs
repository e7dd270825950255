// `npm start`: build the app (when the sources are newer than the build) and serve it.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join, resolve, dirname } from 'node:path'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const built = join(root, 'dist/server/server.js')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

const sources = ['domain', 'application', 'adapters', 'web'].map((d) => join(root, d)).filter(existsSync)
const missing = !existsSync(built)
const stale = missing || sources.some((d) => newestMtime(d) > statSync(built).mtimeMs)
if (stale || process.env.FORCE_BUILD) {
  const why = missing
    ? 'there is no build yet'
    : stale
      ? 'the sources changed since the last build'
      : 'FORCE_BUILD is set'
  // Say what is happening before the long silent part: the build's own progress lines follow.
  console.log(
    `Building the app first (${why}). It takes about 10 seconds on an idle 2-core machine and a few minutes on a busy one; later starts reuse it. Progress:`,
  )
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// Every core: one worker each unless WEB_CONCURRENCY says otherwise (scripts/serve.mjs alone serves one process).
process.env.WEB_CONCURRENCY ||= String(availableParallelism())
// Same process: stopping `npm start` stops the server (and its workers), with no child left behind. `npm start` runs
// this file with the server's Node options (scripts/server-node-options.mjs), so one worker (WEB_CONCURRENCY=1) has them too.
await import('./serve.mjs')
