import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { favouritesPath } from '@domain/links/favourites-path.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useFavourites } from './favourites-store.ts'

/** What the link is called, saved count included: the number a sighted shopper reads beside it is heard too. */
export const garageLinkName = (count: number): string => `My Garage, ${count} saved`

/**
 * SPEC §2 favourites page, linked wherever the site has favourites (header, mobile menu, footer, car page): 'My
 * Garage' and how many cars are saved, following each heart pressed. The server and the hydrating page show 0 (the
 * list is in the browser's storage), then the count read from it.
 */
export function GarageLink({
  site,
  className,
  onClick,
}: {
  readonly site: PublicSite
  readonly className?: string
  readonly onClick?: () => void
}) {
  const count = useFavourites().length
  if (!site.flags.favourites) return null
  return (
    <SiteLink
      href={favouritesPath(site)}
      className={`garage-link${className ? ` ${className}` : ''}`}
      aria-label={garageLinkName(count)}
      onClick={onClick}
    >
      <span className="garage-link__heart" aria-hidden="true" />
      <span className="garage-link__text">My Garage</span>
      <span className="garage-link__count" aria-hidden="true">
        {count}
      </span>
    </SiteLink>
  )
}
