/** SPEC §4 phone reveal: the first 5 characters show, every later character is starred until clicked. */
export const PHONE_VISIBLE_CHARACTERS = 5

export function maskPhone(phone: string, visible = PHONE_VISIBLE_CHARACTERS): string {
  const chars = Array.from(phone)
  return chars.slice(0, visible).join('') + '*'.repeat(Math.max(0, chars.length - visible))
}
