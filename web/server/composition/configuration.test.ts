import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readConfiguration, StartupError } from './configuration.ts'

const read = (env: Record<string, string>) => readConfiguration({ ADAPTERS: 'demo', ...env }, '/srv/app')

describe('the configuration the composition root reads', () => {
  it('places the folders under the working directory unless the environment names them', () => {
    expect(read({})).toMatchObject({
      tenantsDir: '/srv/app/tenants/sites',
      dataDir: '/srv/app/data',
      assetsDir: '/srv/app/tenants/assets',
    })
    expect(read({ TENANTS_DIR: '/t/sites', DATA_DIR: '/d' })).toMatchObject({
      tenantsDir: '/t/sites',
      dataDir: '/d',
      assetsDir: '/t/assets',
    })
    expect(read({ TENANT_ASSETS_DIR: '/a' }).assetsDir).toBe('/a')
  })

  it('is the same for the same environment (pure)', () => {
    const env = { DATA_DIR: '/d', LEADS_POLL_SECONDS: '2', WEB_WORKER: '3' }
    expect(read(env)).toEqual(read(env))
  })

  it('runs the jobs in a process started alone and in the first worker only, unless BACKGROUND_JOBS=off', () => {
    expect(read({}).jobs).toBe(true)
    expect(read({ WEB_WORKER: '1' }).jobs).toBe(true)
    expect(read({ BACKGROUND_JOBS: 'off' }).jobs).toBe(false)
    expect(read({ WEB_WORKER: '1', BACKGROUND_JOBS: 'off' }).jobs).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 512 }), fc.constantFrom('on', undefined), (worker, setting) => {
        const env = { WEB_WORKER: String(worker), ...(setting ? { BACKGROUND_JOBS: setting } : {}) }
        expect(read(env).jobs).toBe(false)
      }),
    )
  })

  it('BACKGROUND_JOBS other than on or off stops start-up in one line', () => {
    expect(() => read({ BACKGROUND_JOBS: 'sometimes' })).toThrow(
      new StartupError('BACKGROUND_JOBS must be on or off, not "sometimes"'),
    )
  })

  it('STOCK_WATCH_SECONDS: whole seconds from 1 (default 900); anything else stops start-up in one line', () => {
    expect(read({}).stockWatchMs).toBe(900_000)
    expect(read({ STOCK_WATCH_SECONDS: '60' }).stockWatchMs).toBe(60_000)
    for (const value of ['0', '-5', '1.5', 'often', ''])
      expect(() => read({ STOCK_WATCH_SECONDS: value })).toThrow(
        `STOCK_WATCH_SECONDS must be a whole number of seconds from 1, not "${value}"`,
      )
  })

  it('LEADS_POLL_SECONDS: a number of seconds above 0 (default 5); anything else stops start-up in one line', () => {
    expect(read({}).leadsPollMs).toBe(5000)
    expect(read({ LEADS_POLL_SECONDS: '0.5' }).leadsPollMs).toBe(500)
    for (const value of ['0', '-1', 'soon', '']) {
      expect(() => read({ LEADS_POLL_SECONDS: value })).toThrow(
        `LEADS_POLL_SECONDS must be a number of seconds above 0, not "${value}"`,
      )
    }
  })

  it('stops start-up with the environment reader’s lines: an unknown preset, a bad store, a bad durability', () => {
    expect(() => read({ ADAPTERS: 'staging' })).toThrow(StartupError)
    expect(() => read({ DATABASE_URL: 'mysql://h/db' })).toThrow(
      'DATABASE_URL must be a postgres:// (or postgresql://) URL',
    )
    expect(() => read({ LEADS_DB_SYNCHRONOUS: 'off' })).toThrow(
      'Invalid environment variable LEADS_DB_SYNCHRONOUS: must be normal or full (got "off")',
    )
  })

  it('the secrets: the captcha signs with CAPTCHA_SECRET else SESSION_SECRET; links with UPLOAD_SECRET else SESSION_SECRET', () => {
    const session = 's'.repeat(40)
    expect(read({ SESSION_SECRET: session })).toMatchObject({
      sessionSecret: session,
      captchaSecret: session,
      uploadSecret: session,
    })
    expect(read({ SESSION_SECRET: session, CAPTCHA_SECRET: 'c', UPLOAD_SECRET: 'u' })).toMatchObject({
      captchaSecret: 'c',
      uploadSecret: 'u',
    })
    expect(read({})).toMatchObject({ sessionSecret: null, captchaSecret: undefined, uploadSecret: null })
  })
})
