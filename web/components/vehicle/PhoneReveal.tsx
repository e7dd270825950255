import { useState } from 'react'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { maskPhone } from '@domain/phone/mask-phone.ts'
import { formatPhone } from '@domain/phone/format-phone.ts'
import { normalisePhone } from '@domain/phone/normalise-phone.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { analytics, trackEvent } from './analytics.ts'
import { PHONE_CALL_PATH, PHONE_REVEAL_PATH, postTracking } from './tracking-client.ts'

/** The reveal has no numbered event in SPEC §9; it goes to analytics by name with id 0 ("not a catalogue event"). */
export const PHONE_REVEAL_EVENT = { id: 0, name: 'phone_reveal' } as const

/**
 * SPEC §4 phone reveal: the dealer number shows masked (first 5 characters) until pressed; the press reveals it,
 * records the reveal (analytics + tracking call) and turns it into a tel: link whose use fires event 25 and the
 * car_phone_call event.
 */
export function PhoneReveal({ phone, car, site }: { phone: string; car: Car; site: PublicSite }) {
  const [revealed, setRevealed] = useState(false)
  const shown = formatPhone(phone, site.locale.country)
  const ids = { car_id: car.id, dealership_id: car.dealership_id, website_id: site.id }
  if (!revealed) {
    return (
      // a native button: one per page needs none of react-aria's press normalisation
      <button
        type="button"
        className="phone-reveal btn"
        onClick={() => {
          setRevealed(true)
          analytics().track({ ...PHONE_REVEAL_EVENT, data: ids })
          postTracking(PHONE_REVEAL_PATH, ids)
        }}
      >
        {/* no aria-label: the name is the visible text (axe label-content-name-mismatch) */}
        <span className="phone-reveal__masked">{maskPhone(shown)}</span>
        <span className="phone-reveal__hint"> Show number</span>
      </button>
    )
  }
  return (
    <a
      className="phone-reveal phone-reveal--shown btn"
      href={`tel:${normalisePhone(phone)}`}
      onClick={() => {
        trackEvent(EVENT_IDS.CLICK_TO_CALL, ids)
        postTracking(PHONE_CALL_PATH, { ...ids, phone: normalisePhone(phone), event_id: EVENT_IDS.CLICK_TO_CALL })
      }}
    >
      {`Call ${shown}`}
    </a>
  )
}
