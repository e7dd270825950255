import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean)
}

/** Which top-level layer an import lands in, following aliases and relative paths. */
function layerOf(spec: string, from: string): string {
  const alias = /^@(domain|adapters|web|tenants|tests)\//.exec(spec)
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

describe('layering', () => {
  it('domain imports no outer layer, no UI and no Node I/O', () => {
    expect(
      violations('domain', (target, spec) => {
        if (['adapters', 'web', 'tenants', 'tests'].includes(target)) return `domain may not import ${target}/`
        if (UI.test(spec)) return 'domain may not import React or UI libraries'
        if (NODE_IO.test(spec)) return 'domain may not do I/O'
        return null
      }),
    ).toEqual([])
  })

  it('adapters never import web', () => {
    expect(violations('adapters', (target) => (target === 'web' ? 'adapters may not import web/' : null))).toEqual([])
  })

  it('domain reads no clock, randomness or process outside its tests (they come through ports)', () => {
    const offenders = sourceFiles(join(root, 'domain'))
      .filter((file) => !/\.(test|fixture)\.ts$/.test(file) && !file.includes('/testing/'))
      .filter((file) => /\bDate\.now\(|\bMath\.random\(|\bprocess\.|new Date\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })

  it('the checker itself sees a forbidden import', () => {
    expect(layerOf('../../web/x.ts', join(root, 'domain/a/b.ts'))).toBe('web')
    expect(layerOf('@adapters/x/y.ts', join(root, 'domain/a.ts'))).toBe('adapters')
    expect(NODE_IO.test('node:fs')).toBe(true)
    expect(UI.test('react')).toBe(true)
  })
})
