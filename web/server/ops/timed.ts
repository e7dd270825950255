import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import { countDeliveryFailure, observeSearch } from './metrics.ts'

/** The search port, each call timed into the search latency histogram. */
export function timedSearch(search: SearchPort): SearchPort {
  return {
    async search(site, request) {
      const started = performance.now()
      try {
        return await search.search(site, request)
      } finally {
        observeSearch('search', (performance.now() - started) / 1000)
      }
    },
  }
}

/** The lead gateway, each failed delivery counted by its destination. */
export function countedGateway(gateway: LeadGatewayPort): LeadGatewayPort {
  return {
    async deliver(delivery, signal) {
      try {
        return await gateway.deliver(delivery, signal)
      } catch (error) {
        if (!signal?.aborted) countDeliveryFailure(delivery.destination)
        throw error
      }
    },
  }
}
