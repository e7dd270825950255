import { describe, expect, it } from 'vitest'
import { readStoreSetting } from './store.server.ts'

const secret = 'x'.repeat(32)

describe('store setting (DATABASE_URL)', () => {
  it('the embedded file without DATABASE_URL; PostgreSQL with it and both shared secrets', () => {
    expect(readStoreSetting({})).toEqual({ ok: true, value: { kind: 'sqlite' } })
    const url = 'postgres://app:pw@db.internal:5432/dealers'
    expect(readStoreSetting({ DATABASE_URL: url, SESSION_SECRET: secret, CAPTCHA_SECRET: secret })).toEqual({
      ok: true,
      value: { kind: 'postgres', url },
    })
  })

  it('refuses in one line without SESSION_SECRET and CAPTCHA_SECRET, or with another kind of URL', () => {
    expect(readStoreSetting({ DATABASE_URL: 'postgres://h/db' })).toEqual({
      ok: false,
      error:
        'DATABASE_URL is set: instances sharing it need SESSION_SECRET and CAPTCHA_SECRET (at least 32 characters each, the same on every instance)',
    })
    expect(
      readStoreSetting({ DATABASE_URL: 'postgres://h/db', SESSION_SECRET: secret, CAPTCHA_SECRET: 'short' }),
    ).toMatchObject({ ok: false, error: expect.stringContaining('need CAPTCHA_SECRET (') })
    expect(readStoreSetting({ DATABASE_URL: 'mysql://h/db', SESSION_SECRET: secret, CAPTCHA_SECRET: secret })).toEqual({
      ok: false,
      error: 'DATABASE_URL must be a postgres:// (or postgresql://) URL',
    })
  })
})
