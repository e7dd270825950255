import type { Car } from './car.schema.ts'

/**
 * The fields a compact car list reads (similar cars on a detail page, the garage): its link, name, first picture,
 * price and heart. The detail page's state carries these for each similar car, not four whole records (VIN,
 * features, description, every lender and every picture).
 */
export const LIST_CAR_FIELDS = [
  'id',
  'slug',
  'name',
  'price',
  'before_price',
  'subscription_price',
  'preorder',
  'primary_image_url',
  'images',
] as const satisfies ReadonlyArray<keyof Car>

export type ListCar = Pick<Car, (typeof LIST_CAR_FIELDS)[number]>

/** A car as a compact list shows it: the fields above, and of its pictures only the first (the one shown). */
export function toListCar(car: Car): ListCar {
  const picked = Object.fromEntries(LIST_CAR_FIELDS.map((field) => [field, car[field]])) as ListCar
  return { ...picked, images: car.images.slice(0, 1) }
}
