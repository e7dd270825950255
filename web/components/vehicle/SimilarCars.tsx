import type { ListCar } from '@domain/cars/list-car.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { SimpleCarList } from '../vehicle-card/SimpleCarList.tsx'

export function SimilarCars({ cars, site }: { cars: readonly ListCar[]; site: PublicSite }) {
  if (cars.length === 0) return null
  return (
    <section className="similar-cars container" aria-labelledby="similar-heading">
      <h2 id="similar-heading">Similar vehicles</h2>
      <SimpleCarList cars={cars} site={site} />
    </section>
  )
}
