import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createLeadIntake, type LeadIntakeDeps } from '@application/leads/lead-intake.ts'
import { unlimited, type RateLimiter } from '@domain/ports/rate-limiter.port.ts'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createSqliteSpentAnswers } from '@adapters/store-sqlite/shared-state.ts'
import type { SpentAnswersPort } from '@domain/ports/shared-state.port.ts'
import { createTenantRegistry } from '@adapters/tenants-files/tenant-registry.ts'
import type { Mode } from '../../composition/environment.ts'
import {
  createLeadAdapters,
  type LeadAdapters,
  type LeadAdaptersInput,
} from '../../composition/lead-adapters.server.ts'
import { createLeadEndpoints, type LeadEndpointContext } from '../lead-endpoints.ts'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'

export { makeTenant }

/** Two sites: demo-motors (dealerships demo-motors and demo-trucks) and other-motors. */
export function testTenants(): Tenant[] {
  const dealership = makeDealership
  return [
    makeTenant({ dealerships: [dealership('demo-motors', 1), dealership('demo-trucks', 2)] }),
    makeTenant({
      id: 2,
      slug: 'other-motors',
      domain_name: 'other-motors.example',
      dealerships: [dealership('other-motors', 3)],
      forms: { lead_destination: 'car-clarity' },
    }),
  ]
}

export interface LeadTestKitOptions {
  readonly mode?: Mode
  readonly database?: string | Database
  readonly limiter?: RateLimiter
  /** a store's create that writes the lead with its rate take (absent: admission takes at once, as on SQLite) */
  readonly createWithin?: LeadIntakeDeps['createWithin']
  readonly gateway?: LeadGatewayPort
  readonly delivery?: LeadAdaptersInput['delivery']
  readonly tenants?: Tenant[]
  readonly captcha?: LeadIntakeDeps['captcha']
  readonly log?: LeadIntakeDeps['log']
  /** where spent captcha answers are kept (default: an in-memory database of its own) */
  readonly spentAnswers?: SpentAnswersPort
}

/** How a test sends one request: the variant, and the socket address the server would see. */
export interface LeadCall {
  readonly mock?: boolean
  readonly clientAddress?: string | undefined
}

/** The lead endpoints over the intake use case, called as the file routes call them (benchmarks, fuzz, fault). */
export interface LeadTestHandlers {
  createLead(request: Request, call?: LeadCall): Promise<Response>
  updateLead(request: Request, leadId: string, call?: LeadCall): Promise<Response>
  createCarClarityCustomer(request: Request, call?: LeadCall): Promise<Response>
}

export type LeadTestServices = LeadAdapters & { readonly handlers: LeadTestHandlers }

/**
 * The lead adapters of a leads adapter (mock unless told: the mode's) over an in-memory database and the two test
 * sites, the intake use case over them with no rate limit unless given one, and the web endpoints over that.
 */
export function leadTestKit(options: LeadTestKitOptions = {}): {
  services: LeadTestServices
  tenants: ReturnType<typeof createTenantRegistry>
  /** what the file routes receive as their context (the tenants and the intake) */
  context: LeadEndpointContext
} {
  const mode = options.mode ?? 'mock'
  const tenants = createTenantRegistry(options.tenants ?? testTenants(), mode !== 'live')
  const adapter = mode === 'live' ? 'crm' : mode === 'mock' ? 'mock' : 'local'
  const adapters = createLeadAdapters({
    adapter,
    live: null,
    tenants: tenants.all,
    database: options.database ?? ':memory:',
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.delivery ? { delivery: options.delivery } : {}),
  })
  const intake = createLeadIntake({
    mockRoutes: adapter === 'mock',
    store: adapters.store,
    limiter: options.limiter ?? unlimited,
    ...(options.createWithin ? { createWithin: options.createWithin } : {}),
    clock: { now: () => Date.now() },
    onAccepted: () => adapters.delivery.kick(),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    spentAnswers: options.spentAnswers ?? createSqliteSpentAnswers(openDatabase(':memory:')),
    log: options.log ?? ((message, context) => console.warn(message, context)),
    reportFailure: (error) => console.error('lead route failed', error),
  })
  const context: LeadEndpointContext = { app: { tenants, leads: { intake } } }
  const endpoints = (call: LeadCall = {}) =>
    createLeadEndpoints({ mock: call.mock ?? false, socketAddress: () => call.clientAddress })
  const handlers: LeadTestHandlers = {
    createLead: (request, call) => endpoints(call).createLead({ request, context }),
    createCarClarityCustomer: (request, call) => endpoints(call).createCarClarityCustomer({ request, context }),
    updateLead: (request, leadId, call) => endpoints(call).updateLead({ request, context, params: { leadId } }),
  }
  return { services: { ...adapters, handlers }, tenants, context }
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
