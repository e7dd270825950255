import { bodyTypeLabel } from '../cars/body-types.ts'
import type { Template } from '../tenancy/site-config.schema.ts'
import { pluralLabel, vehicleTypeLabel, vehicleTypeLabelPlural } from '../tenancy/vehicle-label.ts'

/** The filters a listing's heading names beside the car types: each a single chosen value, or absent. */
export interface HeadingFilters {
  readonly make?: string
  readonly model?: string
  readonly body?: string
  readonly seats?: string
}

/**
 * The words of a listing heading after its car types: seats, make, model, then the body type as a plural
 * ('7 Seater Toyota SUVs') or else the tenant's vehicle word ('Toyota Cars'). A make whose name already ends in the
 * vehicle word does not take it twice ('Mercedes-Benz Trucks', not 'Mercedes-Benz Trucks Trucks').
 */
export const listingNoun = (filters: HeadingFilters, template: Template): string => {
  const vehicles = vehicleTypeLabelPlural(template)
  const body = filters.body === undefined ? undefined : pluralLabel(bodyTypeLabel(filters.body))
  const lastOfMake = filters.make?.split(/\s+/).pop()?.toLowerCase()
  const named =
    filters.model === undefined &&
    (lastOfMake === vehicles.toLowerCase() || lastOfMake === vehicleTypeLabel(template).toLowerCase())
  const words = [
    filters.seats === undefined ? undefined : `${filters.seats} Seater`,
    filters.make,
    filters.make === undefined ? undefined : filters.model,
    body ?? (named ? undefined : vehicles),
  ]
  return words.filter((w): w is string => w !== undefined && w !== '').join(' ')
}
