import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { favouritesPath } from '@domain/links/favourites-path.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { useFavourites } from './favourites-store.ts'

/**
 * What the link is called: its visible words and count, in their order (a speech user says what they see), then
 * what the count is.
 */
export const garageLinkName = (count: number): string => `My Garage ${count} saved`

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
  return (
    <SiteLink
      href={favouritesPath(site)}
      className={className ? `garage-link ${className}` : 'garage-link'}
      aria-label={garageLinkName(count)}
      onClick={onClick}
    >
      {/* lean (every page has two): the stylesheet draws the heart before the words and styles the count */}
      <span>My Garage</span> <b>{count}</b>
    </SiteLink>
  )
}
