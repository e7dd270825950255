import type { ListCar } from '@domain/cars/list-car.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'
import { FavouriteButton } from '../garage/FavouriteButton.tsx'

/**
 * A compact list of cars: picture, name, price and heart (home's latest arrivals, a vehicle page's similar cars, the
 * garage). Lighter than the listing's card, which carries SPEC §2's actions.
 */
export function SimpleCarList({
  cars,
  site,
  headingLevel = 3,
}: {
  cars: readonly ListCar[]
  site: PublicSite
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="simple-car-list">
      {cars.map((car) => (
        <li key={car.id} className="simple-car">
          <VehicleImage
            car={car}
            width={400}
            height={300}
            sizes="(min-width: 992px) 25vw, 50vw"
            className="simple-car__image"
          />
          <div className="simple-car__body">
            <Heading className="simple-car__name">
              <SiteLink href={carDetailPath(site, car.slug)}>{car.name}</SiteLink>
            </Heading>
            <p className="simple-car__price">{priceDisplay(car, site).text}</p>
            <FavouriteButton carId={car.id} carName={car.name} />
          </div>
        </li>
      ))}
    </ul>
  )
}
