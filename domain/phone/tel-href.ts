import { normalisePhone } from './normalise-phone.ts'

/** A `tel:` link for a displayed phone number: the normalised digits, so any dialler accepts it. */
export const telHref = (phone: string): string => `tel:${normalisePhone(phone).replace(/[^\d]/g, '')}`
