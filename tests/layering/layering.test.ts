import { beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'
import { createRequire } from 'node:module'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

const root = resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean)
}

/** Which top-level layer an import lands in, following aliases and relative paths. */
function layerOf(spec: string, from: string): string {
  const alias = /^@(domain|application|adapters|web|tenants|tests)\//.exec(spec)
  if (alias) return alias[1]!
  if (spec.startsWith('.')) return relative(root, resolve(dirname(from), spec)).split('/')[0]!
  return `package:${spec}`
}

const NODE_IO = /^(node:|fs$|path$|os$|http$|https$|net$|child_process$|worker_threads$|crypto$|url$|stream$|process$)/
const UI = /^(react|react-dom|react-aria-components|@tanstack\/react-)/

function violations(layer: string, rule: (target: string, spec: string) => string | null): string[] {
  return sourceFiles(join(root, layer)).flatMap((file) =>
    importsOf(file).flatMap((spec) => {
      const problem = rule(layerOf(spec, file), spec)
      return problem ? [`${relative(root, file)} imports ${spec}: ${problem}`] : []
    }),
  )
}

/** The rules of .dependency-cruiser.cjs, run over every layer once. */
let cruised: ICruiseResult
beforeAll(async () => {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
    forbidden: unknown[]
    options: { tsConfig: { fileName: string } } & Record<string, unknown>
  }
  const tsConfig = extractTSConfig(join(root, config.options.tsConfig.fileName))
  const result = await cruise(
    ['domain', 'application', 'adapters', 'web', 'tenants'].map((d) => join(root, d)),
    { ...config.options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } } as never,
    undefined,
    { tsConfig },
  )
  cruised = result.output as ICruiseResult
}, 60_000)

/** One line per broken rule: `rule: from → to` (cycles name the whole circle). */
const broken = (rule: string): string[] =>
  cruised.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => `${rule}: ${v.from} → ${v.cycle ? v.cycle.map((c) => c.name).join(' → ') : v.to}`)

describe('layering (dependency-cruiser over domain, application, adapters, web, tenants)', () => {
  it('reads the whole tree', () => {
    expect(cruised.summary.totalCruised).toBeGreaterThan(500)
  })
  it('has no import circles', () => {
    expect(broken('no-circular')).toEqual([])
  })
  it('domain imports no other layer', () => {
    expect(broken('domain-is-the-core')).toEqual([])
  })
  it('application imports domain only: no adapters, web, tenants, Node built-ins, React or TanStack', () => {
    expect([
      ...broken('application-imports-domain-only'),
      ...broken('application-does-no-io'),
      ...broken('application-no-ui-or-framework'),
    ]).toEqual([])
  })
  it('adapters import neither the application nor the web shell', () => {
    expect(broken('adapters-point-inward')).toEqual([])
  })
  it('only the two composition roots import adapters (web/server/composition/, web/client/ports.ts; tests exempt)', () => {
    expect(broken('only-roots-build-adapters')).toEqual([])
  })
  it('server modules (web/server/, web/server.ts, *.server.ts) import no client or component module', () => {
    expect(broken('server-imports-no-client-or-components')).toEqual([])
  })
})

describe('layering (what an import graph cannot see)', () => {
  it('domain imports no UI and no Node I/O', () => {
    expect(
      violations('domain', (_target, spec) => {
        if (UI.test(spec)) return 'domain may not import React or UI libraries'
        if (NODE_IO.test(spec)) return 'domain may not do I/O'
        return null
      }),
    ).toEqual([])
  })

  it('domain reads no clock, randomness or process outside its tests (they come through ports)', () => {
    const offenders = sourceFiles(join(root, 'domain'))
      .filter((file) => !/\.(test|fixture)\.ts$/.test(file) && !file.includes('/testing/'))
      .filter((file) => /\bDate\.now\(|\bMath\.random\(|\bprocess\.|new Date\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })

  it('application reads no environment, clock or randomness directly, and no Node globals (they come through ports)', () => {
    const offenders = sourceFiles(join(root, 'application'))
      .filter((file) => !/\.test\.ts$/.test(file))
      .filter((file) => /\bprocess\.|\bBuffer\.|\bDate\.now\(|\bMath\.random\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })

  it('no service locator: nothing reaches for the composed services outside the composition root', () => {
    const locator = /\b(getServices|bootServices)\s*\(/
    const offenders = ['domain', 'application', 'adapters', 'web', 'tenants', 'tests']
      .flatMap((layer) => sourceFiles(join(root, layer)))
      .filter(
        (file) => !relative(root, file).startsWith('web/server/composition/') && !file.endsWith('layering.test.ts'),
      )
      .filter((file) => locator.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })

  it('the checkers themselves see a forbidden import', () => {
    expect(layerOf('../../web/x.ts', join(root, 'domain/a/b.ts'))).toBe('web')
    expect(layerOf('@adapters/x/y.ts', join(root, 'domain/a.ts'))).toBe('adapters')
    expect(layerOf('@application/x/y.ts', join(root, 'web/a.ts'))).toBe('application')
    expect(NODE_IO.test('node:fs')).toBe(true)
    expect(UI.test('react')).toBe(true)
    // a rule that names nothing would pass whatever the tree: every rule has matched something it allows
    expect(cruised.modules.some((m) => m.source.startsWith('application/'))).toBe(true)
    expect(
      cruised.modules.some(
        (m) =>
          m.source.startsWith('web/server/composition/') &&
          m.dependencies.some((d) => d.resolved.startsWith('adapters/')),
      ),
    ).toBe(true)
    expect(
      cruised.modules.some(
        (m) => m.source.startsWith('web/server/') && m.dependencies.some((d) => d.resolved.startsWith('web/caches/')),
      ),
    ).toBe(true)
  })
})
