/**
 * A `tel:` link for a displayed phone number: its digits, keeping a leading + so an international number
 * (+61 …, 0061 stays as dialled) still connects when the shopper calls from abroad.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  return `tel:${trimmed.startsWith('+') && digits ? '+' : ''}${digits}`
}
