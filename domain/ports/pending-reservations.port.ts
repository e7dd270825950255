import type { PaymentProvider } from '../tenancy/site-config.schema.ts'
import type { NextAction, ReservationState } from './payments.port.ts'

/** A reservation as the pending verification sweep sees it. */
export interface PendingReservation {
  readonly id: string
  readonly provider: PaymentProvider
  readonly tenant: string
  readonly carId: string
  readonly state: ReservationState
  readonly nextAction: NextAction | null
  /** when the pending `nextAction` was asked for (null or absent without one) */
  readonly actionAt?: number | null
  readonly updatedAt: number
}

/** The reservations kept by the store (every instance's) whose card waits for the shopper's bank (3-D Secure). */
export interface PendingReservationsPort {
  /** reservations in card entry with a verification asked for at or before `askedAtOrBeforeMs`, longest waiting first */
  pendingActions(askedAtOrBeforeMs: number): Promise<readonly PendingReservation[]>
  get(id: string): Promise<PendingReservation | null>
}
