import type { FinanceProvider } from '../tenancy/site-config.schema.ts'
import { financeLenderKey } from '../finance/lender-key.ts'

/**
 * SPEC §7 "filter strings cover … finance_lenders.{lender}.paymentWeek comparisons": where a finance provider's
 * weekly quote sits in a car, for every provider ('360 Finance' → `finance_lenders.360_Finance.paymentWeek`). The
 * other filter strings the spec lists come from the stock filter (status, show_on_dealer_website, sold date,
 * location_id: domain/stock/stock-filter.ts), the tenant scope (dealership_slug) and the shopper's facets (seats).
 */
export const paymentWeekField = (provider: FinanceProvider): string =>
  `finance_lenders.${financeLenderKey(provider)}.paymentWeek`
