import { afterEach, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { addColumnOnce, openDatabase, type Database } from './database.ts'

/** SQLite's `PRAGMA synchronous` numbers: 1 NORMAL, 2 FULL. */
const level = (db: Database) => (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous

describe('openDatabase durability', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const file = () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-durability-'))
    dirs.push(dir)
    return join(dir, 'leads.sqlite')
  }

  it('is WAL with synchronous NORMAL by default (survives a process crash, not a power cut)', () => {
    const db = openDatabase(file())
    expect(level(db)).toBe(1)
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal')
    db.close()
  })
  it('is synchronous FULL when asked (every commit waits for the disk)', () => {
    const full = openDatabase(file(), { synchronous: 'full' })
    expect(level(full)).toBe(2)
    full.close()
    const normal = openDatabase(file(), { synchronous: 'normal' })
    expect(level(normal)).toBe(1)
    normal.close()
  })
})

describe('addColumnOnce', () => {
  it('adds a column once between two connections to one file, and says which call added it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'add-column-')), 'app.db')
    const first = openDatabase(file)
    const second = openDatabase(file)
    first.exec('CREATE TABLE t (id TEXT PRIMARY KEY)')
    expect([addColumnOnce(first, 't', 'extra', 'TEXT'), addColumnOnce(second, 't', 'extra', 'TEXT')]).toEqual([
      true,
      false,
    ])
    expect((second.prepare('PRAGMA table_info(t)').all() as { name: string }[]).map((c) => c.name)).toEqual([
      'id',
      'extra',
    ])
    first.close()
    second.close()
  })
})
