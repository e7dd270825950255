export { VehicleImage, type VehicleImageProps } from './VehicleImage.tsx'
export {
  CARD_SIZES,
  FALLBACK_VEHICLE_IMAGE,
  vehicleImageAlt,
  vehicleImageAttributes,
  vehicleImageSource,
  vehicleSocialImageUrl,
  type VehicleImageCar,
  type VehicleImageOptions,
} from './vehicle-image-attributes.ts'
export { socialImageUrl, optimisedImageUrl } from '@domain/images/image-request.ts'
