// Runs a TypeScript bench file through Vite's module runner, so the repo's path aliases resolve.
// Usage: node tests/bench/run.mjs tests/bench/search-bench.ts [args]
import { runnerImport } from 'vite'
import { resolve } from 'node:path'

const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: node tests/bench/run.mjs <file.ts> [args]')
  process.exit(2)
}
const { module } = await runnerImport(resolve(file), {
  configFile: false,
  resolve: { tsconfigPaths: true },
  logLevel: 'error',
})
if (typeof module.main === 'function') await module.main(args)
