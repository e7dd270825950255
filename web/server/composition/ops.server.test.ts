import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServices } from './ports.server.ts'
import { composeOps } from './ops.server.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'

const demo = () => buildServices({ ADAPTERS: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-root-')) })

describe('operating the composed server', () => {
  it('is ready while its store answers and its tenants are loaded, and says why not once the store is gone', async () => {
    const services = demo()
    const ops = composeOps(services)
    expect(await ops.ready()).toEqual({ ready: true })
    services.db.close()
    expect(await ops.ready()).toEqual({ ready: false, reason: 'the store does not answer: database is not open' })
  })

  it('reads the outbox for the alerts: pending versions and when the oldest arrived', async () => {
    const services = demo()
    const ops = composeOps(services)
    expect(await ops.outbox()).toEqual({ pending: 0, oldestPendingAt: null })
    await services.leads.delivery.stop()
    await services.leads.store.create({ tenant: 'demo-motors', destination: 'server', payload: makeLeadPayload() })
    const reading = await ops.outbox()
    expect(reading.pending).toBe(1)
    expect(typeof reading.oldestPendingAt).toBe('number')
  })

  it('stops once: the delivery loop and the databases close, a second call waits for the first', async () => {
    const services = demo()
    const ops = composeOps(services)
    await Promise.all([ops.shutdown(), ops.shutdown()])
    expect(services.db.isOpen).toBe(false)
  })

  it('BACKGROUND_JOBS=off: the process keeps leads but runs no delivery loop; any other value stops start-up', async () => {
    const services = buildServices({
      ADAPTERS: 'demo',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-root-')),
      BACKGROUND_JOBS: 'off',
    })
    const lead = await services.leads.store.create({
      tenant: 'demo-motors',
      destination: 'server',
      payload: makeLeadPayload(),
    })
    services.leads.delivery.kick()
    await services.leads.delivery.idle()
    expect((await services.leads.store.get('demo-motors', lead.id))?.state).toBe('pending')
    expect(() =>
      buildServices({
        ADAPTERS: 'demo',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-root-')),
        BACKGROUND_JOBS: 'sometimes',
      }),
    ).toThrow('BACKGROUND_JOBS must be on or off, not "sometimes"')
  })

  it('LEADS_POLL_SECONDS: a number of seconds above 0; anything else stops start-up in one line', () => {
    const dir = () => mkdtempSync(join(tmpdir(), 'ops-root-'))
    expect(() => buildServices({ ADAPTERS: 'demo', DATA_DIR: dir(), LEADS_POLL_SECONDS: '0.5' })).not.toThrow()
    for (const value of ['0', '-1', 'soon', '']) {
      expect(() => buildServices({ ADAPTERS: 'demo', DATA_DIR: dir(), LEADS_POLL_SECONDS: value })).toThrow(
        `LEADS_POLL_SECONDS must be a number of seconds above 0, not "${value}"`,
      )
    }
  })
})
