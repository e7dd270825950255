import type { Database } from './database.ts'

export interface GroupCommit {
  /**
   * Runs `work` (synchronous statements) inside the next shared transaction and settles once that
   * transaction has committed: with the value of `work`, or with its error (its own statements undone,
   * the others' kept), or with the commit's error (nothing of the group written).
   */
  run<T>(work: () => T): Promise<T>
}

interface Job {
  readonly work: () => unknown
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

const groups = new WeakMap<Database, GroupCommit>()

/**
 * One group commit per open database, shared by every store on it. Writes asked for in the same turn of
 * the event loop (the lead requests that arrived together, the delivery loop's claims and outcomes) commit
 * as one transaction just after that turn: a commit costs the same for one row as for fifty, and under load
 * it is the largest part of a lead request's cost. Nothing is answered before its write has committed.
 */
export function groupCommit(db: Database): GroupCommit {
  let group = groups.get(db)
  if (!group) {
    group = createGroupCommit(db)
    groups.set(db, group)
  }
  return group
}

function createGroupCommit(db: Database): GroupCommit {
  let queue: Job[] = []
  let scheduled = false

  function flush(): void {
    scheduled = false
    const batch = queue
    queue = []
    if (batch.length === 0) return
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    try {
      db.exec('BEGIN IMMEDIATE')
      for (const job of batch) {
        // a savepoint each: one job's failure undoes only its own statements
        db.exec('SAVEPOINT job')
        try {
          outcomes.push({ ok: true, value: job.work() })
          db.exec('RELEASE job')
        } catch (error) {
          db.exec('ROLLBACK TO job')
          db.exec('RELEASE job')
          outcomes.push({ ok: false, error })
        }
      }
      db.exec('COMMIT')
    } catch (error) {
      if (db.isOpen && db.isTransaction) {
        try {
          db.exec('ROLLBACK')
        } catch {
          // the connection is gone; every job below is told why
        }
      }
      for (const job of batch) job.reject(error)
      return
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) job.resolve(outcome.value)
      else job.reject(outcome.error)
    })
  }

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
        if (!scheduled) {
          scheduled = true
          setImmediate(flush)
        }
      })
    },
  }
}
