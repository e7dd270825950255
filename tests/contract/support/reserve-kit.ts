import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { ServerApp } from '../../../web/server/composition/composition.server.ts'
import type { Services } from '../../../web/server/composition/ports.server.ts'
import type { LiveStack } from '../../live/live-stack.ts'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'

/**
 * The reserve-online steps of a server composed in process over the live fakes, as the contract tests drive them:
 * the tenant's site, the reservation use cases, a listed reservable car no other test has used, whether the stock
 * source shows a car reserved, and card tokens the fake providers read (`{prefix}_{kind}_{n}`).
 */
export function reserveKit(
  booted: () => { readonly server: ServerApp; readonly services: Services; readonly stack: LiveStack },
  firstToken = 0,
) {
  // the server boots in the test file's beforeAll: every step reads it when it runs
  const server = () => booted().server
  const site = (slug: string): SiteConfig => server().tenants.bySlug(slug)!.site
  const taken = new Set<string>()
  let tokens = firstToken
  let clients = 0
  return {
    site,
    /** begun from a client address of its own each time, so no test meets the per-client limit */
    startReservation: (site: SiteConfig, slug: string) =>
      server().vehicles.reservations.start(site, slug, `contract-${++clients}`, BUYER),
    confirmReservation: ((...args) =>
      server().vehicles.reservations.confirm(...args)) as ServerApp['vehicles']['reservations']['confirm'],
    resumeReservation: ((...args) =>
      server().vehicles.reservations.resume(...args)) as ServerApp['vehicles']['reservations']['resume'],
    /** a listed, reservable car of the tenant that no other test has used */
    async freshCar(slug: string): Promise<{ id: string; slug: string }> {
      const cars = (await (await fetch(`${booted().stack.dashboard.url}/__reservable/${slug}`)).json()) as {
        id: string
        slug: string
      }[]
      const car = cars.find((c) => !taken.has(`${slug}/${c.id}`))!
      taken.add(`${slug}/${car.id}`)
      return car
    },
    reservedAtStock: async (slug: string, carId: string) =>
      (await booted().services.inventory.carById(site(slug), carId))?.reserved === true,
    tok: (prefix: string, kind: string) => ({ kind: 'token' as const, token: `${prefix}_${kind}_${++tokens}` }),
  }
}
