import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { ReturnTo } from '@application/checkout/reservations.ts'
import type { ServerApp } from '../../../web/server/composition/composition.server.ts'
import type { Ports } from '../../../web/server/composition/ports.server.ts'
import type { LiveStack } from '../../live/live-stack.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'

/**
 * The reserve-online steps of a server composed in process over the live fakes, as the contract tests drive them:
 * the tenant's site, the reservation use cases, a listed reservable car no other test has used, whether the stock
 * source shows a car reserved, and card tokens the fake providers read (`{prefix}_{kind}_{n}`).
 */
export function reserveKit(
  booted: () => { readonly server: ServerApp; readonly services: Ports; readonly stack: LiveStack },
  firstToken = 0,
) {
  // the server boots in the test file's beforeAll: every step reads it when it runs
  const server = () => booted().server
  const site = (slug: string): SiteConfig => server().tenants.bySlug(slug)!.site
  const taken = new Set<string>()
  let tokens = firstToken
  let clients = 0
  /** begun from a client address of its own each time, so no test meets the per-client limit */
  const startReservation = (site: SiteConfig, slug: string) =>
    server().vehicles.reservations.start(site, slug, `contract-${++clients}`, BUYER)
  const confirmReservation = ((...args) =>
    server().vehicles.reservations.confirm(...args)) as ServerApp['vehicles']['reservations']['confirm']
  const tok = (prefix: string, kind: string) => ({ kind: 'token' as const, token: `${prefix}_${kind}_${++tokens}` })
  /** a listed, reservable car of the tenant that no other test has used */
  const freshCar = async (slug: string): Promise<{ id: string; slug: string }> => {
    const cars = (await (await fetch(`${booted().stack.dashboard.url}/__reservable/${slug}`)).json()) as {
      id: string
      slug: string
    }[]
    const car = cars.find((c) => !taken.has(`${slug}/${c.id}`))!
    taken.add(`${slug}/${car.id}`)
    return car
  }
  return {
    site,
    startReservation,
    confirmReservation,
    resumeReservation: ((...args) =>
      server().vehicles.reservations.resume(...args)) as ServerApp['vehicles']['reservations']['resume'],
    freshCar,
    reservedAtStock: async (slug: string, carId: string) =>
      (await booted().services.inventory.carById(site(slug), carId))?.reserved === true,
    tok,
    /** A fresh car of the tenant, reserved and confirmed with the card token `{prefix}_{kind}_{n}`: the car, the
     * reservation, what confirm answered, and `from`, how many requests the fake providers had received before. */
    async reserveAndConfirm(slug: string, prefix: string, kind: string, returnTo: ReturnTo) {
      const car = await freshCar(slug)
      const from = booted().stack.payments.received.length
      const intent = (await startReservation(site(slug), car.slug)).intent!
      const answer = await confirmReservation(site(slug), intent.id, tok(prefix, kind), returnTo)
      return { car, intent, answer, from }
    },
    /** the id of the first Stripe PaymentIntent the server asked about since `from` (the one it confirmed) */
    paymentIntentSince(from: number): string {
      const confirm = booted()
        .stack.payments.received.slice(from)
        .find((r) => /^\/v1\/payment_intents\/pi_fake_\d+\//.test(r.path))!
      return confirm.path.split('/')[3]!
    },
  }
}
