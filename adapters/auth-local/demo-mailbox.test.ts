import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../store-sqlite/database.ts'
import { createSqliteDemoMailbox } from './demo-mailbox.ts'

describe('the demo mailbox', () => {
  it('shows a tenant its own codes, newest first, to every process on the same file, keeping only the newest', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'app.db')
    const one = createSqliteDemoMailbox(openDatabase(file), 2)
    const other = createSqliteDemoMailbox(openDatabase(file), 2)
    one.put({ tenant: 'demo-motors', email: 'a@example.com', code: '111111', at: 1 })
    other.put({ tenant: 'roam-rv', email: 'b@example.com', code: '222222', at: 2 })
    one.put({ tenant: 'demo-motors', email: 'c@example.com', code: '333333', at: 3 })
    expect(other.latest('demo-motors')).toEqual([
      { tenant: 'demo-motors', email: 'c@example.com', code: '333333', at: 3 },
    ])
    expect(one.latest('roam-rv')).toEqual([{ tenant: 'roam-rv', email: 'b@example.com', code: '222222', at: 2 }])
  })
})
