import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase, type Database } from './database.ts'
import { groupCommit } from './group-commit.ts'

const open: Database[] = []
function database(): Database {
  const db = openDatabase(':memory:')
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)')
  open.push(db)
  return db
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.isOpen) db.close()
})

const rows = (db: Database) => db.prepare('SELECT k, v FROM t ORDER BY k').all() as { k: string; v: number }[]

describe('group commit', () => {
  it('commits the writes of one turn in a single transaction, answering each with its own value', async () => {
    const db = database()
    const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)')
    let transactionsSeen = 0
    const group = groupCommit(db)
    const answers = Promise.all(
      ['a', 'b', 'c'].map((k, i) =>
        group.run(() => {
          if (k === 'a') transactionsSeen++ // the first job of the turn opens the transaction
          expect(db.isTransaction).toBe(true)
          insert.run(k, i)
          return `${k}${i}`
        }),
      ),
    )
    expect(rows(db)).toEqual([]) // nothing before the turn ends
    expect(await answers).toEqual(['a0', 'b1', 'c2'])
    expect(transactionsSeen).toBe(1)
    expect(db.isTransaction).toBe(false)
    expect(rows(db)).toEqual([
      { k: 'a', v: 0 },
      { k: 'b', v: 1 },
      { k: 'c', v: 2 },
    ])
  })

  it('a failing job undoes only its own statements and rejects only its own promise', async () => {
    const db = database()
    const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)')
    const group = groupCommit(db)
    const first = group.run(() => insert.run('a', 1))
    const failing = group.run(() => {
      insert.run('b', 2)
      insert.run('a', 3) // duplicate key: this job fails after writing 'b'
    })
    const third = group.run(() => insert.run('c', 4))
    await expect(failing).rejects.toThrow(/UNIQUE/)
    await first
    await third
    expect(rows(db)).toEqual([
      { k: 'a', v: 1 },
      { k: 'c', v: 4 },
    ])
  })

  it('rejects every job of the turn when the database has closed, and leaves nothing unhandled', async () => {
    const db = database()
    const group = groupCommit(db)
    const jobs = [group.run(() => 1), group.run(() => 2)]
    db.close()
    for (const job of jobs) await expect(job).rejects.toThrow(/not open/)
  })

  it('is shared by every store on one database', () => {
    const db = database()
    expect(groupCommit(db)).toBe(groupCommit(db))
    expect(groupCommit(database())).not.toBe(groupCommit(db))
  })

  it('property: whatever mix of good and failing jobs, exactly the good ones are written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), async (fails) => {
        const db = database()
        const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)')
        const group = groupCommit(db)
        const outcomes = await Promise.allSettled(
          fails.map((fail, i) =>
            group.run(() => {
              insert.run(`k${String(i).padStart(2, '0')}`, i)
              if (fail) throw new Error('refused')
              return i
            }),
          ),
        )
        expect(outcomes.map((o) => o.status === 'rejected')).toEqual(fails)
        expect(rows(db).map((r) => r.v)).toEqual(fails.flatMap((fail, i) => (fail ? [] : [i])))
        db.close()
      }),
      { numRuns: 50 },
    )
  })
})
