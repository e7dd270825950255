export { VehicleImage, type VehicleImageProps } from './VehicleImage.tsx'
export {
  CARD_SIZES,
  vehicleImageAlt,
  vehicleImageAttributes,
  type VehicleImageOptions,
} from './vehicle-image-attributes.ts'
export {
  FALLBACK_VEHICLE_IMAGE,
  vehicleImageSource,
  vehicleSocialImageUrl,
  type VehicleImageCar,
} from '@domain/images/vehicle-picture.ts'
export { socialImageUrl, optimisedImageUrl } from '@domain/images/image-request.ts'
