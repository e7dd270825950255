import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { RESERVE_UNAVAILABLE_MESSAGE } from '@application/checkout/reservations.ts'
import { composeServer, type ServerApp } from '../../web/server/composition/composition.server.ts'
import { stripeWebhookRoute } from '../../web/vehicle/payment-notification-routes.server.ts'
import { startLiveStack, type LiveStack } from '../live/live-stack.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'

/**
 * Live mode with Stripe's secret key (and webhook secret) left out: the Stripe tenants are named once at start-up, and their shoppers
 * are told to contact the dealer before any PaymentIntent is opened (not "Something went wrong"). Till's intents
 * carry the configured payment.js address.
 */
let stack: LiveStack
/** the whole server as it boots in live mode, with its use cases */
let server: ServerApp
const warnings: string[] = []

beforeAll(async () => {
  stack = await startLiveStack()
  const env: Record<string, string> = { ...stack.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'checkout-setup-test-')) }
  delete env.STRIPE_SECRET_KEY
  delete env.STRIPE_WEBHOOK_SECRET
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')))
  server = composeServer(env)
}, 60_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await stack.close()
})

const site = (slug: string): SiteConfig => server.tenants.bySlug(slug)!.site
const startReservation = (site: SiteConfig, slug: string) =>
  server.vehicles.reservations.start(site, slug, 'contract', BUYER)
const handleStripeWebhook = (request: Request) => stripeWebhookRoute({ request, context: { app: server } })
const reservable = async (slug: string) =>
  (await (await fetch(`${stack.dashboard.url}/__reservable/${slug}`)).json()) as { id: string; slug: string }[]
const checkoutLines = () => warnings.filter((w) => w.startsWith('[checkout]'))

describe('a live tenant whose provider has no secret key', () => {
  it('start-up names each such tenant and the missing variable, once', () => {
    expect(checkoutLines()).toEqual([
      '[checkout] demo-motors: online reservation is off: Stripe needs STRIPE_SECRET_KEY (shoppers are told to contact the dealer)',
      '[checkout] subscribe-cars: online reservation is off: Stripe needs STRIPE_SECRET_KEY (shoppers are told to contact the dealer)',
    ])
  })

  it('is told to contact the dealer before any PaymentIntent is opened, and the warning is not repeated', async () => {
    const [car] = await reservable('demo-motors')
    const from = stack.payments.received.length
    for (let i = 0; i < 2; i += 1) {
      expect(await startReservation(site('demo-motors'), car!.slug)).toEqual({
        ok: false,
        message: RESERVE_UNAVAILABLE_MESSAGE,
        intent: null,
      })
    }
    expect(stack.payments.received.slice(from)).toEqual([])
    expect(checkoutLines()).toHaveLength(2)
  })

  it('Stripe webhooks are not configured here (404, so Stripe is told, never a 5xx)', async () => {
    const answer = await handleStripeWebhook(
      new Request('http://127.0.0.1/api/payments/stripe-webhook', { method: 'POST', body: '{}' }),
    )
    expect(answer.status).toBe(404)
  })

  it('other providers still reserve; a Till intent names the configured payment.js', async () => {
    const [car] = await reservable('metro-auto-group')
    const answer = await startReservation(site('metro-auto-group'), car!.slug)
    expect(answer).toMatchObject({
      ok: true,
      intent: { state: 'card_entry', clientData: { scriptUrl: stack.env.TILL_SCRIPT_URL } },
    })
    expect(stack.env.TILL_SCRIPT_URL).toMatch(/^https:\/\/test-gateway\.tillpayments\.com\//)
  })
})
