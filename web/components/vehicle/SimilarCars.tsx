import type { ListCar } from '@domain/cars/list-car.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { SimpleCarList } from '../vehicle-card/SimpleCarList.tsx'
import { useKeptContent } from '../markup/kept-part.tsx'

/**
 * A vehicle page's similar cars. The list is one object per site, car and stock version
 * (application/vehicles/vehicle-detail.ts), so its markup is kept with it (../markup/kept-part.tsx).
 */
export function SimilarCars({ cars, site }: { cars: readonly ListCar[]; site: PublicSite }) {
  const content = useKeptContent(
    cars.length > 0 ? site : undefined,
    cars,
    'similar',
    <>
      <h2 id="similar-heading">Similar vehicles</h2>
      <SimpleCarList cars={cars} site={site} />
    </>,
  )
  if (cars.length === 0) return null
  return <section className="similar-cars container" aria-labelledby="similar-heading" {...content} />
}
