import { getRequestIP } from '@tanstack/react-start/server'
import { getServices } from '../../../server/composition/composition.server.ts'
import { createLookupHandlers } from './lookup-handlers.ts'

/** The default whole-lookup limit when VEHICLE_LOOKUP_TIMEOUT_MS is not set (demo, mock, live). */
export const DEFAULT_ROUTE_TIMEOUT_MS = 6_000

let handlers: ReturnType<typeof createLookupHandlers> | undefined

/**
 * The lookup handlers for this process. The port is the composition root's `vehicleLookup` once wired (live:
 * the provider adapter), else the demo lookup (demo and mock), through the forms' own resolver so the
 * trade-in form and these routes always agree.
 */
function lookupHandlers() {
  if (handlers) return handlers
  const services = getServices()
  handlers = createLookupHandlers({
    siteOf: (request) => {
      const target = services.tenants.resolve(request.headers.get('x-forwarded-host') ?? request.headers.get('host'))
      return target.kind === 'tenant' ? (services.tenants.bySlug(target.slug)?.site ?? null) : null
    },
    lookup: () => services.vehicleLookup,
    timeoutMs: Number(services.live?.VEHICLE_LOOKUP_TIMEOUT_MS ?? DEFAULT_ROUTE_TIMEOUT_MS),
    now: () => services.clock.now(),
  })
  return handlers
}

function clientAddress(): string | undefined {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}

export const lookupRoute = (name: 'nevdis' | 'autograb' | 'tradeIn') => ({ request }: { request: Request }) =>
  lookupHandlers()[name](request, clientAddress())
