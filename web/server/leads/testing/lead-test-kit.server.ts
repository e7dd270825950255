import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { makeSite, type SiteOverrides } from '@domain/tenancy/site.fixture.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import { createTenantRegistry } from '../../composition/tenant-registry.ts'
import type { Mode } from '../../composition/environment.ts'
import { createLeadServices, type LeadServicesInput } from '../leads-services.server.ts'
import { unlimited, type RateLimiter } from '../rate-limit.server.ts'

export function makeTenant(overrides: SiteOverrides = {}): Tenant {
  return {
    site: makeSite(overrides),
    pages: [],
    faqs: [],
    promos: [],
    reviews: [],
    demo_stock: { count: 0, seed: 1, makes: [], car_types: [] },
  }
}

/** Two sites: demo-motors (dealerships demo-motors and demo-trucks) and other-motors. */
export function testTenants(): Tenant[] {
  const dealership = (slug: string, id: number) => ({
    id, name: slug, slug, review_count: 0, average_rating: 0, manufacturers: [],
    four_step_valuation_form: false, enable_valuation_offer_rejection: false,
  })
  return [
    makeTenant({ dealerships: [dealership('demo-motors', 1), dealership('demo-trucks', 2)] }),
    makeTenant({
      id: 2, slug: 'other-motors', domain_name: 'other-motors.example', dealerships: [dealership('other-motors', 3)],
      forms: { lead_destination: 'car-clarity' },
    }),
  ]
}

export interface LeadTestKitOptions {
  readonly mode?: Mode
  readonly database?: string | Database
  readonly limiter?: RateLimiter
  readonly gateway?: LeadGatewayPort
  readonly delivery?: LeadServicesInput['delivery']
  readonly tenants?: Tenant[]
  readonly captcha?: LeadServicesInput['captcha']
  readonly log?: LeadServicesInput['log']
}

/** Lead services over an in-memory database and the two test sites, with no rate limit unless given one. */
export function leadTestKit(options: LeadTestKitOptions = {}) {
  const mode = options.mode ?? 'mock'
  const tenants = createTenantRegistry(options.tenants ?? testTenants(), mode !== 'live')
  const services = createLeadServices({
    adapter: mode === 'live' ? 'crm' : mode === 'mock' ? 'mock' : 'local',
    live: null,
    tenants,
    database: options.database ?? ':memory:',
    limiter: options.limiter ?? unlimited,
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  return { services, tenants }
}

/** A JSON request to a tenant host. */
export function leadRequest(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  { host = 'demo-motors.localhost', headers = {} }: { host?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://${host}${path}`, {
    method,
    headers: { host, 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
