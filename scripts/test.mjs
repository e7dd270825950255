// `npm test`: lint and format, type-check, comment check, clone detector, unit/property/contract tests (Vitest), production build, browser tests (Playwright).
import { spawnSync } from 'node:child_process'

const steps = [
  // Biome's formatter and linter over the tree (biome.json): any error or warning fails
  ['Lint and format', 'npx', ['biome', 'ci', '.', '--error-on-warnings']],
  ['Type-check', 'npx', ['tsr', 'generate']],
  ['Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  // Comments state the rule and why: no observed timings, sizes or history (scripts/comment-check.mjs)
  ['Comment check', process.execPath, ['scripts/comment-check.mjs']],
  // Repeated code is one change made twice (jscpd, six lines or more; the layer rules run in Vitest's layering test)
  ['Clone detector', process.execPath, ['scripts/clones.mjs']],
  // Built before Vitest: the start-up tests run the production server.
  ['Production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['Unit, property, contract and fault tests', 'npx', ['vitest', 'run']],
  ['Browser tests', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Browser tests', 'npx', ['playwright', 'test']],
]

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}: ${command === process.execPath ? 'node' : command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n✔ every test passed')
