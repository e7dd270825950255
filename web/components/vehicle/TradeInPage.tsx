import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { LeadForm } from '../forms/LeadForm.tsx'
import type { TradeInContext } from '../../functions/trade-in.functions.ts'

/**
 * SPEC §2 car-linked trade-in page: the valuation form (the four-step variant where the dealership asks for it)
 * towards the car named by car_id. The form's own registration field is the one rego lookup of the page: it fills
 * the vehicle in, shows the market estimate where the site has one, and a failed or slow lookup says so while the
 * form stays usable. Dealerships with offer rejection get the form's rejection box, sent with the lead.
 */
export function TradeInPage({ context }: { context: TradeInContext }) {
  const site = useSite()
  const { car } = context
  return (
    <div className="container trade-in">
      <h1>Trade-in valuation</h1>
      {car ? (
        <p>
          Trading in towards the <SiteLink href={carDetailPath(site, car.slug)}>{car.name}</SiteLink>.
        </p>
      ) : null}
      <section aria-label="Valuation form">
        <LeadForm kind="trade-in" car={car} headingLevel={2} />
      </section>
    </div>
  )
}
