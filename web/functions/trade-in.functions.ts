import { createServerFn } from '@tanstack/react-start'
import { isValidCarId } from '@domain/validation/validators.ts'
import type { TradeInContext } from '@application/vehicles/trade-in.ts'
import { requireTenant } from '../server/http/request-tenant.ts'

export type { TradeInContext } from '@application/vehicles/trade-in.ts'

export const getTradeInContext = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const id = (data as { carId?: unknown } | null)?.carId
    return { carId: typeof id === 'string' && id.length <= 100 && isValidCarId(id) ? id : null }
  })
  .handler(
    async ({ data, context }): Promise<TradeInContext> =>
      context.app.vehicles.tradeIn.context(requireTenant(context).site, data.carId),
  )
