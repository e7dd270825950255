import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { PaymentPort, ReservationIntent } from '@domain/ports/payments.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createPaymentNotifications, type TillCallback } from './payment-notifications.ts'
import type { ReservationAnswer } from './reservations.ts'
import { onePaymentPort } from './testing/one-payment-port.ts'

const site = makeSite({ slug: 'metro', checkout: { payment_provider: 'Till' } })
const intent = { id: 'res_1', tenant: 'metro', provider: 'Till', carId: 'c1', state: 'card_entry' } as ReservationIntent
const port = { get: async (id: string) => (id === intent.id ? intent : null) } as PaymentPort

function setup() {
  const finished: string[] = []
  const notifications = createPaymentNotifications({
    tenants: { bySlug: (slug) => (slug === 'metro' ? ({ site } as Tenant) : undefined) },
    payments: onePaymentPort(port, 'provider'),
    reservations: {
      notified: async (_site, id, reference): Promise<ReservationAnswer> => {
        finished.push(`${id} ${reference}`)
        return { ok: true, intent: { ...intent, state: 'reserved' } }
      },
    },
    clock: { now: () => 0 },
    stripe: null,
    seen: { claim: async () => true, release: async () => undefined },
    till: {
      verify: (callback) => callback.signature === 'good',
      intentIdOf: (id) => /^(res_\w+)-\d+$/.exec(id)?.[1] ?? null,
    },
    log: () => {},
  })
  return { notifications, finished }
}

const callback = (body: unknown, signature = 'good'): TillCallback => ({
  signature,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  contentType: 'application/json',
  date: 'd',
  requestUri: '/api/payments/till-callback',
})

describe('Till callbacks', () => {
  it("a verified callback for this tenant's reservation finishes it as the page would, with the attempt named", async () => {
    const { notifications, finished } = setup()
    expect(
      await notifications.tillCallback(
        callback({ merchantTransactionId: 'res_1-2', transactionType: 'PREAUTHORIZE' }),
        'metro',
      ),
    ).toEqual({ ok: true, value: { kind: 'finished', intentId: 'res_1', state: 'reserved' } })
    expect(finished).toEqual(['res_1 res_1-2'])
  })

  it('a bad signature is forbidden and a body that is not JSON bad; neither finishes anything', async () => {
    const { notifications, finished } = setup()
    expect(
      await notifications.tillCallback(callback({ merchantTransactionId: 'res_1-2' }, 'bad'), 'metro'),
    ).toMatchObject({ ok: false, problem: { code: 'forbidden' } })
    expect(await notifications.tillCallback(callback('nope'), 'metro')).toMatchObject({
      ok: false,
      problem: { code: 'bad_request', message: 'Not JSON' },
    })
    expect(finished).toEqual([])
  })

  it("another host's tenant, another type, or no reservation of ours: acknowledged, nothing changes", async () => {
    const { notifications, finished } = setup()
    expect(await notifications.tillCallback(callback({ merchantTransactionId: 'res_1-2' }), 'other')).toEqual({
      ok: true,
      value: { kind: 'ignored', reason: 'unknown tenant' },
    })
    expect(
      await notifications.tillCallback(
        callback({ merchantTransactionId: 'res_1-2', transactionType: 'DEBIT' }),
        'metro',
      ),
    ).toMatchObject({ ok: true, value: { kind: 'ignored' } })
    expect(await notifications.tillCallback(callback({ merchantTransactionId: 'x' }), 'metro')).toMatchObject({
      ok: true,
      value: { kind: 'ignored' },
    })
    expect(await notifications.tillCallback(callback({ merchantTransactionId: 'res_9-1' }), 'metro')).toMatchObject({
      ok: true,
      value: { kind: 'ignored', reason: 'no reservation res_9 of metro' },
    })
    expect(finished).toEqual([])
  })

  it("without Stripe's webhook secret its webhooks are not found", async () => {
    expect(await setup().notifications.stripeWebhook({ signature: 't=1,v1=00', payload: '{}' })).toMatchObject({
      ok: false,
      problem: { code: 'not_found' },
    })
  })
})
