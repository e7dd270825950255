import { createFileRoute } from '@tanstack/react-router'
import { contentRoute } from '../components/content/content-route.ts'
import { ContentPage } from '../components/content/ContentPage.tsx'
import { promoPicture } from '@domain/promos/promo-image.ts'
import { SiteLink } from '../components/links/SiteLink.tsx'
import { useSite } from '../site/use-site.ts'

export const Route = createFileRoute('/special-offers')({
  ...contentRoute('/special-offers', { extras: ['promos'] }),
  component: Page,
})

function Page() {
  const view = Route.useLoaderData()
  const site = useSite()
  if (!view) return null
  const [day, month, year] = view.offerEnds.split('/')
  return (
    <ContentPage
      view={view}
      path="/special-offers"
      pageType="special_offers"
      lead={
        <p className="offer-ends">
          Offers end <time dateTime={`${year}-${month}-${day}`}>{view.offerEnds}</time>
        </p>
      }
    >
      {view.promos.length > 0 ? (
        <section aria-labelledby="offers-heading" className="offers">
          <h2 id="offers-heading">Current offers</h2>
          <ul className="offer-grid">
            {view.promos.map((promo) => {
              const picture = promoPicture(promo, site.theme)
              return (
                <li key={promo.id} className="offer-card panel" data-promo={promo.id}>
                  <img
                    src={picture.src}
                    srcSet={picture.srcSet}
                    sizes="(min-width: 992px) 50vw, 100vw"
                    width={picture.width}
                    height={picture.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <h3>{promo.title}</h3>
                  {promo.message !== promo.title ? <p>{promo.message}</p> : null}
                  <p className="offer-card__ends">Ends {view.offerEnds}</p>
                  {promo.link && promo.link !== '/special-offers' ? (
                    <SiteLink href={promo.link} className="btn">
                      Find out more<span className="visually-hidden"> about {promo.title}</span>
                    </SiteLink>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </ContentPage>
  )
}
