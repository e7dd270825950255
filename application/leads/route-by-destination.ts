import type { LeadDestination } from '@domain/leads/lead-payload.schema.ts'
import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'

/** One gateway per submit destination (SPEC §5: server or car-clarity). */
export function routeByDestination(gateways: Readonly<Record<LeadDestination, LeadGatewayPort>>): LeadGatewayPort {
  return { deliver: (delivery, signal) => gateways[delivery.destination].deliver(delivery, signal) }
}
