import type { PromoCard } from '@domain/promos/promo-card.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'

/** A promo card in the listing grid (SPEC §4 promo cards; placement by domain/promos). */
export function PromoTile({ promo }: { readonly promo: PromoCard }) {
  return (
    <aside className="promo" aria-label={promo.title}>
      {promo.image_url ? (
        <img
          className="promo__image"
          src={promo.image_url}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="promo__body">
        <p className="promo__title">{promo.title}</p>
        <p className="promo__message">{promo.message}</p>
        {promo.link ? (
          <SiteLink className="btn btn--accent" href={promo.link}>
            Find out more
          </SiteLink>
        ) : null}
      </div>
    </aside>
  )
}
