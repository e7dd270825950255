// npm run test:upgrade: what the newest framework would break, found before an upgrade (not part of npm test).
// A copy of this checkout (its tracked and new files, not node_modules or dist) goes in a temporary folder; there the
// newest @tanstack/* packages this project names, react and react-dom are installed from the registry with the rest
// of the lock file, and the copy is type-checked, built, and run through the guard tests of docs/FRAMEWORK.md
// (tests/framework) and a small browser smoke set. It prints each step's outcome and the versions it moved between,
// and exits 1 when anything broke. The folder is kept when something broke (its path is printed), else removed;
// `--keep` keeps it always. E2E_PORT_BASE moves the smoke set's servers, as for any browser run. The registry is asked
// for the newest versions first: when it cannot be reached, that is said in one line and the script exits 1.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const keep = process.argv.includes('--keep')

/** The browser specs that show a page is served, hydrates, keeps its policy and its head. */
export const SMOKE_SPECS = [
  'tests/browser/hydration.spec.ts',
  'tests/browser/site-context.spec.ts',
  'tests/browser/csp.spec.ts',
  'tests/browser/seo.spec.ts',
]

/** The packages moved to their newest versions: the framework this project names, and React. */
export function upgradedPackages(manifest) {
  const named = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  return named.filter((name) => name.startsWith('@tanstack/') || name === 'react' || name === 'react-dom').sort()
}

/** The version of each package installed under `dir` (absent: '-'). */
function installed(dir, names) {
  return Object.fromEntries(
    names.map((name) => {
      try {
        return [name, JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version]
      } catch {
        return [name, '-']
      }
    }),
  )
}

/** The checkout's files as git knows them (tracked, and new ones not ignored). */
function checkoutFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  return listed.stdout.split('\0').filter(Boolean)
}

/** Runs one step in `cwd`, its output to a log file; the outcome and the log's last lines. */
function step(name, command, args, cwd, logs, env = {}) {
  const started = Date.now()
  process.stdout.write(`- ${name} … `)
  const run = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`
  const log = join(logs, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`)
  writeFileSync(log, output)
  const ok = run.status === 0
  console.log(`${ok ? 'ok' : 'BROKE'} (${Math.round((Date.now() - started) / 1000)} s)`)
  return { name, ok, log, tail: output.trimEnd().split('\n').slice(-25).join('\n') }
}

/**
 * The newest version of each package as the registry names it, or why the registry could not say (no network, no
 * registry, a package it does not know): asked before anything is copied, so an unreachable registry is said at once.
 */
function newestVersions(npm, names) {
  const versions = {}
  for (const name of names) {
    const asked = spawnSync(npm, ['view', name, 'version'], { encoding: 'utf8', timeout: 120_000 })
    if (asked.status !== 0 || asked.error) {
      // npm's first lines say what failed (its code, the request); the rest is advice and where its log went
      const said = (asked.error ? String(asked.error) : (asked.stderr ?? ''))
        .split('\n')
        .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
        .filter(Boolean)
        .slice(0, 2)
        .join('; ')
      return { ok: false, why: `npm view ${name} version: ${said || `exited ${asked.status}`}` }
    }
    versions[name] = asked.stdout.trim()
  }
  return { ok: true, versions }
}

function main() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const names = upgradedPackages(manifest)
  const before = installed(root, names)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  const newest = newestVersions(npm, names)
  if (!newest.ok) {
    console.error(
      `test:upgrade cannot run: the package registry could not be reached or asked (${newest.why}). It installs the newest framework from the registry; run it where the registry answers (npm config get registry).`,
    )
    process.exitCode = 1
    return
  }
  const copy = mkdtempSync(join(tmpdir(), 'dealer-upgrade-'))
  const logs = join(copy, '.upgrade-logs')
  mkdirSync(logs)
  for (const file of checkoutFiles()) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file))
  }
  console.log(`test:upgrade in ${copy}`)
  const steps = []
  const install = step(
    'install the newest framework',
    npm,
    ['install', '--no-audit', '--no-fund', ...names.map((name) => `${name}@${newest.versions[name]}`)],
    copy,
    logs,
  )
  steps.push(install)
  const after = installed(copy, names)
  console.log('\nversions (here → newest):')
  for (const name of names)
    console.log(`  ${name}: ${before[name]} → ${after[name]}${before[name] === after[name] ? ' (same)' : ''}`)
  console.log('')
  if (install.ok) {
    steps.push(step('route tree', npx, ['tsr', 'generate'], copy, logs))
    steps.push(step('type-check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'], copy, logs))
    const build = step('build', npx, ['vite', 'build', '--logLevel', 'warn'], copy, logs)
    steps.push(build)
    if (build.ok) {
      steps.push(step('guard tests (docs/FRAMEWORK.md)', npx, ['vitest', 'run', 'tests/framework'], copy, logs))
      steps.push(
        step('browser smoke set', npx, ['playwright', 'test', ...SMOKE_SPECS], copy, logs, {
          E2E_PORT_BASE: process.env.E2E_PORT_BASE ?? '4390',
        }),
      )
    }
  }
  const broke = steps.filter((s) => !s.ok)
  console.log('\nwhat broke:')
  if (broke.length === 0) console.log('  nothing: every step passed with the newest framework')
  for (const s of broke) console.log(`\n  ${s.name} (whole log: ${s.log})\n${s.tail.replace(/^/gm, '    ')}`)
  if (broke.length === 0 && !keep) rmSync(copy, { recursive: true, force: true })
  else console.log(`\nthe copy is kept in ${copy}`)
  process.exitCode = broke.length === 0 ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) main()
