import type { FinanceProvider } from '../tenancy/site-config.schema.ts'

/**
 * The key a provider's quote sits under in `car.finance_lenders` (SPEC §3 "finance_lenders keyed by provider"):
 * spaces become underscores so the key is a safe dotted filter path (`finance_lenders.Nissan_Finance.paymentWeek`,
 * `finance_lenders.360_Finance.paymentWeek`); single-word names are unchanged.
 */
export function financeLenderKey(provider: FinanceProvider): string {
  return provider.replace(/\s+/g, '_')
}
