import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { fileInside, fileSourceResolver } from './sources.ts'

describe('fileInside', () => {
  const root = join(tmpdir(), 'assets-root')
  it('resolves plain names inside the root', () => {
    expect(fileInside(root, 'demo-motors/logo.svg')).toBe(join(root, 'demo-motors', 'logo.svg'))
    expect(fileInside(root, 'demo-motors/my%20logo.svg')).toBe(join(root, 'demo-motors', 'my logo.svg'))
  })
  it('refuses dot segments, dot files, encoded separators and empty segments', () => {
    for (const path of [
      '../x',
      'a/../../x',
      '.env',
      'a/.git/config',
      'a%2f..%2f..%2fx',
      'a%5cx',
      'a//b',
      '',
      'a/%00',
      '%E0%A4%A',
    ]) {
      expect(fileInside(root, path), path).toBeNull()
    }
  })
  it('never answers a path outside the root', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', '..', '.', '%2e%2e', '%2f', 'b.svg', '~', '%5c'), { maxLength: 6 }),
        (parts) => {
          const file = fileInside(root, parts.join('/'))
          if (file !== null) expect(file.startsWith(root + sep)).toBe(true)
        },
      ),
    )
  })
})

describe('fileSourceResolver', () => {
  const root = mkdtempSync(join(tmpdir(), 'file-source-'))
  mkdirSync(join(root, 't'))
  writeFileSync(join(root, 't', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
  const resolve = fileSourceResolver(root, 1000)

  it('finds a file, versioned by mtime and size, immutable only with ?v=', async () => {
    const plain = await resolve('t/logo.svg', new URLSearchParams())
    expect(plain.kind).toBe('found')
    if (plain.kind !== 'found') return
    expect(plain.source.immutable).toBe(false)
    expect(plain.source.version).toMatch(/-\d+$/)
    expect(Buffer.from(await plain.source.load()).toString()).toContain('<svg')
    const versioned = await resolve('t/logo.svg', new URLSearchParams('v=1'))
    expect(versioned.kind === 'found' && versioned.source.immutable).toBe(true)
  })

  it('answers missing for absent files and folders, too-large past the cap', async () => {
    expect((await resolve('t/none.svg', new URLSearchParams())).kind).toBe('missing')
    expect((await resolve('t', new URLSearchParams())).kind).toBe('missing')
    expect((await fileSourceResolver(root, 5)('t/logo.svg', new URLSearchParams())).kind).toBe('too-large')
  })
})
