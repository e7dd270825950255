export { LocationCard } from './LocationCard.tsx'
export { LocationContact } from './LocationContact.tsx'
export { OpeningHours, TodayLine, type TenantToday } from './OpeningHours.tsx'
export {
  shownLocations,
  locationsByType,
  locationPath,
  mapHref,
  phoneLink,
  upcomingSpecialHours,
  LOCATION_TYPE_LABELS,
} from '@domain/locations/location-view.ts'
