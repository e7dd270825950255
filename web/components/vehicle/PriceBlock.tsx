import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { belowMarket } from '@domain/pricing/below-market.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { financeStrip } from '@domain/finance/finance-strip.ts'
import { cardTag } from '@domain/tags/card-tag.ts'

export const currentYearOf = (nowMs: number): number => new Date(nowMs).getUTCFullYear()

/** The tag banner (sold label, reserved, custom tag, …) from the domain priority rule. */
export function VehicleTag({ car, site, nowMs }: { car: Car; site: PublicSite; nowMs: number }) {
  const tag = cardTag(car, site, nowMs)
  if (!tag) return null
  return <p className={`vehicle-tag vehicle-tag--${tag.kind}`}>{tag.label}</p>
}

/** Price (SPEC §4 display order), the below-market saving, and the tenant's finance strip. */
export function PriceBlock({ car, site, nowMs }: { car: Car; site: PublicSite; nowMs: number }) {
  const display = priceDisplay(car, site)
  const market = belowMarket(car, site)
  const strip = financeStrip(car, site, currentYearOf(nowMs))
  return (
    <section className="price-block" aria-label="Price">
      {display.kind === 'reduced' ? <p className="price-block__was">{display.wasText}</p> : null}
      <p className={`price-block__price price-block__price--${display.kind}`}>
        {display.text}
        {(display.kind === 'price' || display.kind === 'reduced') && car.price_type ? (
          <span className="price-block__suffix">{` ${car.price_type}`}</span>
        ) : null}
      </p>
      {market ? (
        <p className="below-market">
          <strong>{formatPrice(market.saving)} below market</strong>{' '}
          <span>
            ({market.basis === 'state' ? 'state' : 'national'} average {formatPrice(market.marketPrice)})
          </span>
        </p>
      ) : null}
      {strip ? (
        <div className="finance-strip">
          <p className="finance-strip__amount">
            <strong>{strip.amountText}</strong> {strip.frequency === 'weekly' ? 'per week' : 'per month'}
            {strip.termYears !== null ? ` over ${strip.termYears} years` : ''}
            {strip.lender === null ? null : <span className="finance-strip__provider"> with {strip.lender}</span>}
          </p>
          <details className="finance-strip__disclaimer">
            <summary>Finance disclaimer</summary>
            <p>{strip.disclaimer}</p>
          </details>
        </div>
      ) : null}
    </section>
  )
}
