import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import type { ReservationLimits } from '../reservations.ts'

/** Reserve online with no limit met: for tests of what a reservation does, not of how often one may begin. */
export const unlimitedReservationLimits: ReservationLimits = {
  startsPerClient: unlimited,
  startsPerCar: { share: unlimited, overall: unlimited },
  cardsPerReservation: unlimited,
}
