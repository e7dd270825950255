import { describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { composeFrom } from './composition.server.ts'
import { readConfiguration } from './configuration.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'

const composed = (env: Record<string, string> = {}) =>
  composeFrom(
    readConfiguration({ ADAPTERS: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'ops-root-')), ...env }, process.cwd()),
  )

describe('operating the composed server', () => {
  it('is ready while its store answers and its tenants are loaded, and says why not once the store is gone', async () => {
    const { services, app } = composed()
    const { ops } = app
    expect(await ops.ready()).toEqual({ ready: true })
    services.db.close()
    expect(await ops.ready()).toEqual({ ready: false, reason: 'the store does not answer: database is not open' })
  })

  it('reads the outbox for the alerts: pending versions and when the oldest arrived', async () => {
    const { services, app } = composed()
    const { ops } = app
    expect(await ops.outbox()).toEqual({ pending: 0, oldestPendingAt: null })
    await services.leads().delivery.stop()
    await services.leads().store.create({ tenant: 'demo-motors', destination: 'server', payload: makeLeadPayload() })
    const reading = await ops.outbox()
    expect(reading.pending).toBe(1)
    expect(typeof reading.oldestPendingAt).toBe('number')
  })

  it('stops once: the delivery loop and the databases close, a second call waits for the first', async () => {
    const { services, app, jobs } = composed()
    const { ops } = app
    expect(jobs.uploadSweep?.stopped).toBe(false)
    await Promise.all([ops.shutdown(), ops.shutdown()])
    expect(services.db.isOpen).toBe(false)
    expect(jobs.uploadSweep?.stopped).toBe(true)
  })

  it('BACKGROUND_JOBS=off: the process keeps leads but runs no delivery loop and no sweep', async () => {
    const { services, jobs } = composed({ BACKGROUND_JOBS: 'off' })
    const leads = services.leads()
    const lead = await leads.store.create({ tenant: 'demo-motors', destination: 'server', payload: makeLeadPayload() })
    leads.delivery.kick()
    await leads.delivery.idle()
    expect((await leads.store.get('demo-motors', lead.id))?.state).toBe('pending')
    expect(jobs.uploadSweep).toBeNull()
  })
})
