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
const CONFIGURATION_READER = 'web/server/composition/process-environment.ts'

const READS_ENVIRONMENT =
  /\bprocess\s*(\.\s*env\b|\[\s*['"]env['"]\s*\])|\benv\s*\}\s*=\s*process\b|\bimport\.meta\.env\b/

const readers = (): string[] =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => isProductionSource(path) && !path.startsWith('scripts/'))
    .filter((path) => READS_ENVIRONMENT.test(readFileSync(resolve(root, path), 'utf8')))

describe('who reads the environment', () => {
  it('only the configuration reader and scripts/', () => {
    expect(readers().filter((path) => path !== CONFIGURATION_READER)).toEqual([])
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
