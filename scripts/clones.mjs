// `npm test` step: the clone detector (jscpd, six lines or more, settings in .jscpd.json) over every source
// folder. Repeated code is one change made twice; past the budget below the step fails and lists every pair.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The most clone pairs the tree may hold; lower it when a clean-up brings the count down. */
const CLONE_BUDGET = 0

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const out = mkdtempSync(join(tmpdir(), 'jscpd-'))
try {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/jscpd/bin/jscpd'),
      '--config',
      '.jscpd.json',
      '--reporters',
      'json',
      '--output',
      out,
      '--silent',
    ],
    { cwd: root, encoding: 'utf8' },
  )
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout)
    process.exit(run.status ?? 1)
  }
  const { duplicates } = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'))
  const where = (f) => `${f.name}:${f.start}-${f.end}`
  for (const d of duplicates) console.log(`  ${d.lines} lines: ${where(d.firstFile)} ~ ${where(d.secondFile)}`)
  console.log(`${duplicates.length} clone pairs of 6 or more lines (budget ${CLONE_BUDGET})`)
  if (duplicates.length > CLONE_BUDGET) {
    console.error(`Too many clone pairs: ${duplicates.length} > ${CLONE_BUDGET}. Write each piece of logic once.`)
    process.exit(1)
  }
} finally {
  rmSync(out, { recursive: true, force: true })
}
