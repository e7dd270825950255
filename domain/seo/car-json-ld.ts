import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import { isAvailable, isSold } from '../stock/availability.ts'
import { vehicleTypeLabelPlural } from '../tenancy/vehicle-label.ts'
import { siteOrigin } from '../links/site-origin.ts'

const CONDITION: Record<Car['car_type'], string> = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
}

/**
 * schema.org `Car` with its `Offer` (price only when the page shows one; availability from the stock status).
 * Values are plain data; `jsonLdScript` makes them safe inside a script element.
 */
export function carJsonLd(car: Car, site: PublicSite, pageUrl: string, imageUrl: string): Record<string, unknown> {
  const display = priceDisplay(car, site)
  const amount =
    display.kind === 'price' || display.kind === 'reduced' || display.kind === 'subscription' ? display.amount : null
  const availability = isSold(car)
    ? 'https://schema.org/SoldOut'
    : car.status === 'coming_soon'
      ? 'https://schema.org/PreOrder'
      : isAvailable(car)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock'
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: pageUrl,
    image: imageUrl,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.stocknum ? { sku: car.stocknum } : {}),
    ...(car.km !== null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } }
      : {}),
    ...(car.simple_body ? { bodyType: car.simple_body } : {}),
    ...((car.fuel ?? car.simple_fuel) ? { fuelType: car.fuel ?? car.simple_fuel } : {}),
    ...(car.simple_transmission ? { vehicleTransmission: car.simple_transmission } : {}),
    ...(car.simple_drive ? { driveWheelConfiguration: car.simple_drive } : {}),
    ...(car.seats !== null ? { seatingCapacity: car.seats } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    itemCondition: CONDITION[car.car_type],
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: site.locale.currency,
      ...(amount !== null ? { price: amount } : {}),
      availability,
      seller: { '@type': 'AutoDealer', name: car.dealership_name ?? site.name },
    },
  }
}

export function breadcrumbJsonLd(
  car: Car,
  site: PublicSite,
  pageUrl: string,
  listingPath: string,
): Record<string, unknown> {
  const origin = siteOrigin(site)
  const items = [
    { name: 'Home', item: `${origin}/` },
    { name: `Our ${vehicleTypeLabelPlural(site.template)}`, item: `${origin}${listingPath}` },
    { name: car.name, item: pageUrl },
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, ...entry })),
  }
}
