/** Who a vehicle event is about: SPEC §7 phone-reveal tracking sends exactly these three. */
export interface VehicleEventSubject {
  readonly car_id: string
  readonly dealership_id: number
  readonly website_id: number
}

/**
 * Vehicle events sent to the dealer's API (SPEC §7): the phone reveal and the car phone call. Fire and
 * forget: an event that could not be sent answers false (and is logged); the shopper never waits on it.
 */
export interface VehicleEventsPort {
  phoneReveal(subject: VehicleEventSubject): Promise<boolean>
  carPhoneCall(subject: VehicleEventSubject & { readonly phone?: string; readonly event_id?: number }): Promise<boolean>
}
