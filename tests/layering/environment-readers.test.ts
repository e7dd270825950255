import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isProductionSource } from '../../scripts/source-share.mjs'

/**
 * The environment is read in one place: the configuration reader hands it to the composition root, and everything
 * after reads the variables it is given. scripts/ (the process start-up) reads its own. Production source only (the
 * web-share measure's rule): tests and tool configuration read the test environment as they need.
 */
const root = resolve(import.meta.dirname, '../..')
const CONFIGURATION_READER = 'web/server/composition/environment.ts'

/**
 * Readers still to move into the configuration reader, each with why it is not there yet. This list only shrinks:
 * a module that stops reading the environment must leave it (the test fails on a stale entry too).
 */
const NOT_YET_MOVED: Record<string, string> = {
  'web/server/ops/log.ts':
    'the logger is a module singleton created at import, before any composition: LOG_LEVEL needs the composition root to configure it',
  'web/components/markup/render-alone.ts':
    "KEPT_MARKUP is read in the component's server branch (createIsomorphicFn) when the module loads, with no request or composition to ask",
  'web/functions/site-context.functions.ts':
    "TSS_SERVER_FN_BASE is Start's server-function path, set by the framework's build rather than by an operator",
}

const READS_ENVIRONMENT =
  /\bprocess\s*(\.\s*env\b|\[\s*['"]env['"]\s*\])|\benv\s*\}\s*=\s*process\b|\bimport\.meta\.env\b/

const readers = (): string[] =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => isProductionSource(path) && !path.startsWith('scripts/'))
    .filter((path) => READS_ENVIRONMENT.test(readFileSync(resolve(root, path), 'utf8')))

describe('who reads the environment', () => {
  it('only the configuration reader and scripts/, besides the modules not yet moved', () => {
    expect(readers().filter((path) => path !== CONFIGURATION_READER && !(path in NOT_YET_MOVED))).toEqual([])
  })

  it('every module still listed as not yet moved still reads it (the list only shrinks)', () => {
    const found = new Set(readers())
    expect(Object.keys(NOT_YET_MOVED).filter((path) => !found.has(path))).toEqual([])
  })

  it('the configuration reader is found reading it, so the check sees what it looks for', () => {
    expect(readers()).toContain(CONFIGURATION_READER)
  })

  it.each([
    'const a = process.env.X',
    "const b = process.env['X']",
    "const c = process['env']",
    'const { env } = process',
    'const d = import.meta.env.MODE',
  ])('sees a read written as `%s`', (line) => {
    expect(READS_ENVIRONMENT.test(line)).toBe(true)
  })

  it.each(['const e = env.X', 'processEnvironment()', 'process.pid'])('sees none in `%s`', (line) => {
    expect(READS_ENVIRONMENT.test(line)).toBe(false)
  })
})
