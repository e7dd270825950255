import type { DetailAnswer, VehicleDetail } from '@application/vehicles/vehicle-detail-view.ts'
import type { DealerDay } from '@application/content/dealer-today.ts'

/** What the detail page renders: the use case's detail, and the dealer's "today" worked out on the server. */
export interface VehicleDetailPageData extends VehicleDetail {
  readonly dealerToday: DealerDay
}

export type DetailPageAnswer =
  | Exclude<DetailAnswer, { kind: 'found' }>
  | { readonly kind: 'found'; readonly detail: VehicleDetailPageData }
