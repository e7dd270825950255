import { afterAll, describe, expect, it } from 'vitest'
import { twoStoreKinds } from './support/two-stores.ts'
import { unlimitedReservationLimits } from '@application/checkout/testing/unlimited-limits.ts'
import type { LeadOutboxPort, LeadStorePort } from '@domain/ports/leads.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isReservable } from '@domain/pricing/reservable.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'
import { reservationLeadKey } from '@domain/leads/reservation-lead.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { createDemoInventory } from '@adapters/inventory-demo/demo-inventory.ts'
import { storedPayments } from '@adapters/payments-local/stored-payments.ts'
import type { ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { createReservations, type Reservations } from '@application/checkout/reservations.ts'
import { createReservationLeads, type SendReservationLead } from '@application/checkout/reservation-lead.ts'
import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { onePaymentPort } from '@application/checkout/testing/one-payment-port.ts'

/**
 * A reservation's lead is written once on both stores, however its success arrives: the shopper's page back from
 * 3-D Secure, the provider's notification and the pending sweep, each many times at once, from two processes (two
 * handles on one database), and the lead sender itself called at once from both (past the in-process step lock,
 * so only the lead store's unique key stands between them and a second lead).
 */

const NOW = Date.now()
const clock = { now: () => NOW }
const closers: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

/** A provider that asks for 3-D Secure on every card and, asked afterwards, says the hold is placed. */
const verifyingGateway: ProviderGateway = {
  open: async (intent) => ({ providerRef: `verify_${intent.id}`, clientData: {} }),
  authorise: async () => ({ ok: 'action', action: { kind: 'redirect', url: 'https://bank.example/verify' } }),
  resume: async () => ({ ok: true, providerRef: null }),
  release: async () => {},
}

type Handle = SharedStore & { readonly leads: LeadStorePort & LeadOutboxPort }

/** a fresh store of each kind and how to open a further process on it */
const backends: Record<'sqlite' | 'postgres', () => () => Handle> = twoStoreKinds(
  'reservation-lead',
  clock.now,
  closers,
)

const tenants = loadTenants('tenants/sites')
const site: SiteConfig = tenants.find((t) => t.site.slug === 'demo-motors')!.site

/** One process of the deployment: its inventory, payments, lead sender and reserve online over its handle. */
function processOn(handle: Handle): { reservations: Reservations; sendLead: SendReservationLead } {
  const inventory = createDemoInventory({
    tenants,
    reservations: handle.carReservations,
    versions: handle.tenantVersions,
    clock,
    generate: (tenant) => generateStock(tenant, { nowMs: NOW }),
  })
  const payments = storedPayments({ intents: handle.intents, clock }, verifyingGateway)
  const sendLead = createReservationLeads({
    store: handle.leads,
    clock,
    reportFailure: (error) => {
      throw error
    },
  })
  const reservations = createReservations({
    inventory,
    payments: onePaymentPort(payments, 'provider'),
    warn: () => {},
    limits: unlimitedReservationLimits,
    clock,
    sendLead,
  })
  return { reservations, sendLead }
}

describe.each(['sqlite', 'postgres'] as const)('a reservation gives one lead: %s', (kind) => {
  it('the page, the notification and the sweep all report success at once, from two processes: one lead', async () => {
    const open = backends[kind]()
    const [a, b] = [open(), open()]
    const one = processOn(a)
    const two = processOn(b)
    const car = (
      await createDemoInventory({
        tenants,
        reservations: a.carReservations,
        versions: a.tenantVersions,
        clock,
        generate: (tenant) => generateStock(tenant, { nowMs: NOW }),
      }).listed(site)
    ).find((c) => isReservable(c, site))!
    const begun = await one.reservations.start(site, car.slug, 'shopper', BUYER)
    const id = begun.intent!.id
    // the card asks for 3-D Secure: the bank's page, then every way back at once
    expect(
      await one.reservations.confirm(
        site,
        id,
        { kind: 'token', token: 'tok' },
        { origin: 'https://x', variant: 'checkout' },
      ),
    ).toMatchObject({ ok: false, intent: { state: 'card_entry', nextAction: { kind: 'redirect' } } })
    const reported = await Promise.all(
      [one, two].flatMap((p) =>
        Array.from({ length: 8 }, () => [
          p.reservations.resume(site, id),
          p.reservations.notified(site, id, `verify_${id}`),
          p.reservations.swept(site, id, () => true),
        ]).flat(),
      ),
    )
    expect(reported.every((r) => r.ok && r.intent.state === 'reserved')).toBe(true)
    const leads = await a.leads.list(site.slug, 100)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.payload).toMatchObject({
      name: BUYER.name,
      email: BUYER.email,
      phone: BUYER.phone,
      category: 'Reserve Car',
      car_id: car.id,
      extra: { reservation_reference: id },
    })
    expect(await b.leads.leadIdOfRequestKey(site.slug, reservationLeadKey(id))).toBe(leads[0]!.id)
    expect(await a.leads.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
  })

  it('the lead sender called many times at once from two processes, past the step lock: one lead', async () => {
    const open = backends[kind]()
    const [a, b] = [open(), open()]
    const senders = [processOn(a).sendLead, processOn(b).sendLead]
    const intent = {
      id: 'res_concurrent1',
      provider: 'Stripe' as const,
      tenant: site.slug,
      carId: 'car-1',
      amountCents: 50_000,
      currency: 'aud',
      state: 'reserved' as const,
      failure: null,
      clientData: {},
      nextAction: null,
      hold: 'held' as const,
    }
    const buyer = { ...BUYER, url: null, userAgent: null }
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => senders[i % 2]!({ site, intent, buyer, car: async () => null })),
    )
    expect(new Set(ids).size).toBe(1)
    expect(ids[0]).not.toBeNull()
    expect(await a.leads.list(site.slug, 100)).toHaveLength(1)
    expect(await b.leads.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
  })
})
