import { createServerFn } from '@tanstack/react-start'
import { isValidCarId } from '@domain/validation/validators.ts'
import { REGO_STATES, type TradeInContext, type TradeInLookup } from '@application/vehicles/trade-in.ts'
import { requireTenant } from '../server/http/request-tenant.ts'
import { lookupRefusal } from '../vehicle/lookup-limit.ts'

export {
  LOOKUP_FAILED_MESSAGE,
  LOOKUP_TIMEOUT_MESSAGE,
  REGO_STATES,
  type TradeInContext,
  type TradeInLookup,
} from '@application/vehicles/trade-in.ts'

export const getTradeInContext = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const id = (data as { carId?: unknown } | null)?.carId
    return { carId: typeof id === 'string' && id.length <= 100 && isValidCarId(id) ? id : null }
  })
  .handler(
    async ({ data, context }): Promise<TradeInContext> =>
      context.app.vehicles.tradeIn.context(requireTenant(context).site, data.carId),
  )

/** SPEC §7 trade-in rego lookup (rego and regoState) through the vehicle lookup port, bounded in time. */
export const lookupTradeIn = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const d = (data ?? {}) as Record<string, unknown>
    const rego = typeof d.rego === 'string' ? d.rego.trim().slice(0, 12) : ''
    const state =
      typeof d.regoState === 'string' && (REGO_STATES as readonly string[]).includes(d.regoState.toUpperCase())
        ? d.regoState.toUpperCase()
        : ''
    return { rego, state }
  })
  .handler(async ({ data, context }): Promise<TradeInLookup> => {
    const site = requireTenant(context).site
    // the lookup routes' per-client limit holds here too
    const refused = await lookupRefusal(context, site)
    if (refused !== null) return { ok: false, message: refused }
    return context.app.vehicles.tradeIn.lookup(site, data.rego, data.state)
  })
