// `npm test` step: the clone detector (jscpd, six lines or more, settings in .jscpd.json) over every source
// folder, twice. First as written: every pair fails the step. Then with every name, string and number read as
// the same word, so a block copied and renamed counts too: past its budget the step fails. Repeated code is one
// change made twice; each failing run lists every pair.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The most clone pairs the tree may hold as written; lower it when a clean-up brings the count down. */
const CLONE_BUDGET = 0
/** The most clone pairs once names, strings and numbers are ignored; lower it when a clean-up brings it down. */
const RENAMED_CLONE_BUDGET = 346

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const config = JSON.parse(readFileSync(join(root, '.jscpd.json'), 'utf8'))
const where = (f) => `${f.name}:${f.start}-${f.end}`

/** Prints the pairs and the count; true when the count is within the budget. */
function report(duplicates, budget, what) {
  const over = duplicates.length > budget
  if (over)
    for (const d of duplicates) console.log(`  ${d.lines} lines: ${where(d.firstFile)} ~ ${where(d.secondFile)}`)
  console.log(`${duplicates.length} clone pairs of ${config.minLines} or more lines ${what} (budget ${budget})`)
  if (over)
    console.error(`Too many clone pairs ${what}: ${duplicates.length} > ${budget}. Write each piece of logic once.`)
  return !over
}

/** jscpd's own command line over .jscpd.json: the pairs as written. */
function asWritten() {
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
    return JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')).duplicates
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/** Token kinds of jscpd's tokenizer that name something, and those that are a literal value. */
const NAMES = new Set(['default', 'function', 'class-name', 'builtin', 'constant', 'property', 'parameter', 'boolean'])
const VALUES = new Set(['string', 'template-string', 'number', 'regex', 'char'])

/** jscpd's API with a token filter (its `mode`) that also reads every name as one word and every value as another. */
async function renamed() {
  const require = createRequire(join(root, 'package.json'))
  const { detectClones } = require('jscpd')
  const { weak } = require('@jscpd/core')
  const mode = (token) => {
    if (NAMES.has(token.type)) token.value = 'name'
    else if (VALUES.has(token.type)) token.value = 'value'
    return weak(token)
  }
  const clones = await detectClones({
    ...config,
    path: config.path.map((p) => join(root, p)),
    mode,
    silent: true,
    reporters: [],
  })
  const file = (d) => ({ name: d.sourceId.replace(`${root}/`, ''), start: d.start.line, end: d.end.line })
  return clones.map((c) => ({
    lines: c.duplicationA.end.line - c.duplicationA.start.line + 1,
    firstFile: file(c.duplicationA),
    secondFile: file(c.duplicationB),
  }))
}

const written = report(asWritten(), CLONE_BUDGET, 'as written')
const alike = report(await renamed(), RENAMED_CLONE_BUDGET, 'when renamed copies count')
if (!written || !alike) process.exit(1)
