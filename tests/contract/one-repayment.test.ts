import { describe, expect, it } from 'vitest'
import { calculatorFigure, calculatorStart, showsCalculator } from '@domain/finance/calculator-fields.ts'
import { DEFAULT_INTEREST_RATE } from '@domain/finance/eligibility.ts'
import { financeStrip } from '@domain/finance/finance-strip.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { DEMO_NOW } from './support/demo-search.ts'

/**
 * One weekly repayment per car page, on every tenant's demo stock: wherever a car page shows a finance strip and the
 * calculator, the calculator opens on the strip's figure (issue: coastal-nissan showed $142 against $180.93, roam-rv
 * $886 against $1,276.54).
 */
const year = new Date(DEMO_NOW).getUTCFullYear()

describe.each(loadTenants().map((t) => [t.site.slug, t] as const))('car pages on %s', (_, tenant) => {
  const site = publicSite(tenant.site)
  const cars = generateStock(tenant, { nowMs: DEMO_NOW })

  it("the calculator opens on the finance strip's figure", () => {
    const pages = cars.flatMap((car) => {
      const strip = financeStrip(car, site, year)
      return strip !== null && showsCalculator(car, site, year) ? [{ car, strip }] : []
    })
    if (site.finance.provider !== null) expect(pages.length).toBeGreaterThan(0)
    const disagree = pages.filter(({ car, strip }) => {
      const start = calculatorStart(strip, car.price ?? 0, site.finance.default_interest_rate ?? DEFAULT_INTEREST_RATE)
      return calculatorFigure(car.price ?? 0, start.inputs, start) !== strip.amount
    })
    expect(disagree.map(({ car, strip }) => `${car.slug}: ${strip.amountText}`)).toEqual([])
  })
})
