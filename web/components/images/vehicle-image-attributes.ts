import type { Car } from '@domain/cars/car.schema.ts'
import { keptValue, SHARED } from '../../caches/caches.ts'
import {
  ALLOWED_WIDTHS,
  type AllowedWidth,
  DEFAULT_QUALITY,
  optimisedImageUrl,
  widthAtLeast,
} from '@domain/images/image-request.ts'
import { type VehicleImageCar, vehicleImageSource } from '@domain/images/vehicle-picture.ts'

/** Card layout: one column on phones, two from sm (576), three from lg (992) (SPEC §9 breakpoints). */
export const CARD_SIZES = '(min-width:992px) 33vw,(min-width:576px) 50vw,100vw'

/** Widths offered in srcset: the allow-list without the icon sizes, which no vehicle picture is shown at. */
export const SRCSET_WIDTHS = ALLOWED_WIDTHS.filter((w) => w >= 256)

export interface VehicleImageOptions {
  readonly car: VehicleImageCar
  /** which gallery picture (0-based); default the primary image */
  readonly index?: number
  /** the intrinsic size reserved in the layout (aspect ratio), default 4:3 at 800×600 */
  readonly width?: number
  readonly height?: number
  readonly sizes?: string
  /** the widths srcset offers, default SRCSET_WIDTHS */
  readonly widths?: ReadonlyArray<AllowedWidth>
  readonly quality?: number
  /** above the fold (the first card, the detail hero): load now and first */
  readonly priority?: boolean
  readonly alt?: string
}

export interface VehicleImageAttributes {
  readonly src: string
  readonly srcSet: string
  readonly sizes: string
  readonly width: number
  readonly height: number
  readonly alt: string
  readonly loading: 'eager' | 'lazy'
  readonly decoding: 'async'
  readonly fetchPriority?: 'high'
}

/** Alt text from the car's name; gallery pictures after the first say which one they are. */
export function vehicleImageAlt(car: Pick<Car, 'name'>, index?: number): string {
  return index !== undefined && index > 0 ? `${car.name}, photo ${index + 1}` : car.name
}

/**
 * srcset values by widths list, quality and source. The same picture is written on every view of its page (a
 * vehicle page's gallery of up to nine widths a picture, a card's four), and each value is that many encoded
 * optimiser addresses: built once (web/caches/caches.ts; a value of its parts alone, the same for every tenant).
 */
function srcSetOf(source: string, widths: ReadonlyArray<AllowedWidth>, quality: number): string {
  // candidates joined by a bare comma (the srcset syntax needs no space): a card writes four
  return keptValue(SHARED, ['srcset', widths.join(' '), String(quality), source], () =>
    widths.map((w) => `${optimisedImageUrl(source, w, quality)} ${w}w`).join(','),
  )
}

/** Everything an `<img>` needs: optimiser src/srcSet/sizes, reserved size, alt and loading hints. */
export function vehicleImageAttributes(options: VehicleImageOptions): VehicleImageAttributes {
  const width = options.width ?? 800
  const height = options.height ?? 600
  const quality = options.quality ?? DEFAULT_QUALITY
  const source = vehicleImageSource(options.car, options.index)
  return {
    src: optimisedImageUrl(source, widthAtLeast(width), quality),
    srcSet: srcSetOf(source, options.widths ?? SRCSET_WIDTHS, quality),
    sizes: options.sizes ?? CARD_SIZES,
    width,
    height,
    alt: options.alt ?? vehicleImageAlt(options.car, options.index),
    loading: options.priority ? 'eager' : 'lazy',
    decoding: 'async',
    ...(options.priority ? { fetchPriority: 'high' as const } : {}),
  }
}
