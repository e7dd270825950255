import { vehicleImageAttributes, type VehicleImageOptions } from './vehicle-image-attributes.ts'

export interface VehicleImageProps extends VehicleImageOptions {
  readonly className?: string
}

/**
 * A vehicle picture through the image optimiser: the browser picks a width from srcset and the server the format
 * (AVIF/WebP) from Accept. Width and height reserve the space so the page does not shift; lazy unless `priority`.
 */
export function VehicleImage({ className, ...options }: VehicleImageProps) {
  const attributes = vehicleImageAttributes(options)
  return <img {...attributes} alt={attributes.alt} className={className} />
}
