import type { Car } from '../cars/car.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** The stock source: one tenant's cars by id, and the one write the site makes to it. */
export interface InventoryPort {
  carById(site: SiteConfig, carId: string): Promise<Car | null>
  carBySlug(site: SiteConfig, slug: string): Promise<Car | null>
  /** every car the tenant lists (sitemap, similar cars); already stock-filtered */
  listed(site: SiteConfig): Promise<readonly Car[]>
  /**
   * marks a car reserved for the reservation `by`; false when it already was for another (a second reservation is
   * refused), true again for the same one
   */
  markReserved(site: SiteConfig, carId: string, by?: string | null): Promise<boolean>
  /**
   * changes whenever the tenant's stock may have (a reservation through any process included): what caches of it
   * key on
   */
  version(site: SiteConfig): Promise<number>
}
