// `npm test`: lint and format, type-check, comment check, clone detector, unit/property/contract tests (Vitest), production build, browser tests (Playwright).
import { spawn } from 'node:child_process'

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' }
const shown = (command, args) => `${command === process.execPath ? 'node' : command} ${args.join(' ')}`

/** Runs one command with its output passed through; resolves to its exit code. */
function run(label, command, args) {
  console.log(`\n▶ ${label}: ${shown(command, args)}`)
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code) => done(code ?? 1))
  })
}

/** Runs one command with its output held back and printed whole once it ends, so parallel steps do not interleave. */
function runHeld(label, command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code) => {
      console.log(`\n▶ ${label}: ${shown(command, args)}`)
      process.stdout.write(Buffer.concat(output))
      done({ label, code: code ?? 1 })
    })
  })
}

function fail(label, code) {
  console.error(`\n✖ ${label} failed`)
  process.exit(code)
}

// The route tree is generated first: the type-check reads it and the build would write it.
const generated = await run('Type-check', 'npx', ['tsr', 'generate'])
if (generated !== 0) fail('Type-check', generated)

// The checks and the build read the tree and write nothing the others read (the build writes dist/, which they
// ignore), so they run side by side: each is mostly one process, and two cores run two at once.
const checks = await Promise.all([
  // Biome's formatter and linter over the tree (biome.json): any error or warning fails
  runHeld('Lint and format', 'npx', ['biome', 'ci', '.', '--error-on-warnings']),
  runHeld('Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  // Comments state the rule and why: no observed timings, sizes or history (scripts/comment-check.mjs)
  runHeld('Comment check', process.execPath, ['scripts/comment-check.mjs']),
  // Repeated code is one change made twice (jscpd, six lines or more; the layer rules run in Vitest's layering test)
  runHeld('Clone detector', process.execPath, ['scripts/clones.mjs']),
  // Built before Vitest: the start-up tests run the production server.
  runHeld('Production build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
])
const failed = checks.find((step) => step.code !== 0)
if (failed) fail(failed.label, failed.code)

const steps = [
  ['Unit, property, contract and fault tests', 'npx', ['vitest', 'run']],
  ['Browser tests', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test']],
]
for (const [label, command, args] of steps) {
  const code = await run(label, command, args)
  if (code !== 0) fail(label, code)
}
console.log('\n✔ every test passed')
