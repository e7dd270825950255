import { useEffect, useState } from 'react'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { siteWording } from '@domain/tenancy/wording.ts'
import { receivedLine } from '@domain/leads/success-message.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { readSuccessCar, type SuccessCar } from '@application/local-data/local-data.ts'
import { browserStorage } from '../../client/storage.ts'

/** SPEC §2 /success: a thank-you, with the car the form was about when there was one. */
export function SuccessPage({ category }: { category: string | null }) {
  const site = useSite()
  const [car, setCar] = useState<SuccessCar | null>(null)
  useEffect(() => setCar(readSuccessCar(browserStorage('session'))), [])
  return (
    <div className="container page success-page">
      <h1>Thank you</h1>
      <p className="success-page__lead">
        {siteWording(site, receivedLine(category))} A member of the {site.name} team will be in touch shortly.
      </p>
      {car ? (
        <section className="success-car" aria-label="Your vehicle">
          {car.image ? <img src={car.image} alt="" width={320} height={213} /> : null}
          <div>
            <p>You enquired about</p>
            <p className="success-car__name">{car.name}</p>
            <SiteLink href={carDetailPath(site, car.slug)}>Back to the {car.name}</SiteLink>
          </div>
        </section>
      ) : null}
      <p>
        <SiteLink className="btn btn--accent" href="/">
          Back to home
        </SiteLink>
      </p>
    </div>
  )
}
