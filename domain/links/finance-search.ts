// The finance pages' search validation runs eagerly with the route tree: kept apart from the form components.
/**
 * The query a finance link carries (SPEC §2). Values keep the type the router parsed them with (25990 stays a
 * number), so the router writes the address back exactly as the link had it; the form reads them as text.
 */
export interface FinanceSearch {
  readonly preferredDealership?: string | number
  readonly vehiclePriceBudget?: string | number
  readonly car_id?: string | number
  readonly car_type?: string | number
}

export function financeSearch(search: Record<string, unknown>): FinanceSearch {
  const out: Record<string, string | number> = {}
  for (const key of ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type']) {
    const v = search[key]
    if (typeof v === 'number' && Number.isFinite(v)) out[key] = v
    else if (typeof v === 'string' && v !== '') out[key] = v.slice(0, 80)
  }
  return out
}
