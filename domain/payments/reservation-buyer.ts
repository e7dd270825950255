import { Schema } from 'effect'
import { email as emailCheck, REQUIRED_MESSAGE } from '../validation/validators.ts'
import { phoneValidator, type PhoneRules } from '../phone/validate-phone.ts'
import { LEAD_TEXT_LIMITS, TOO_LONG } from '../leads/lead-field-checks.ts'

/**
 * Who reserves a car online: the details the reserve page asks for before the deposit (SPEC §3 lead fields name,
 * email, phone), kept with the reservation so its lead reaches the dealer whichever way the deposit's success
 * arrives (the shopper's page, the provider's notification or the pending sweep). `url` and `userAgent` are the
 * page the reservation was begun on and its browser, for the lead's `url` and `user_agent`.
 */
export const ReservationBuyer = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  url: Schema.NullOr(Schema.String),
  userAgent: Schema.NullOr(Schema.String),
})
export type ReservationBuyer = typeof ReservationBuyer.Type

/** The reserve page's fields, by the lead field each fills. */
export const BUYER_FIELDS = ['name', 'email', 'phone'] as const
export type BuyerField = (typeof BUYER_FIELDS)[number]
export type BuyerInput = Partial<Readonly<Record<BuyerField, unknown>>>
export type BuyerErrors = Partial<Readonly<Record<BuyerField, string>>>

/** Shown above the fields when the server refuses the buyer's details (each field says why). */
export const BUYER_DETAILS_MESSAGE = 'Please check your details.'
export const NAME_CONTROL_MESSAGE = 'Please enter your name without special characters.'

const LIMITS: Readonly<Record<BuyerField, number>> = {
  name: LEAD_TEXT_LIMITS.short,
  email: LEAD_TEXT_LIMITS.email,
  phone: LEAD_TEXT_LIMITS.short,
}

// a name is shown in the dealer's CRM and e-mails: no control characters (NUL, line breaks, escapes)
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about exactly these characters
const CONTROL = /[\u0000-\u001f\u007f]/

/** Why one field's answer is refused (SPEC §5 messages), or null; the same rule on the page and on the server. */
export function buyerFieldProblem(field: BuyerField, value: unknown, rules: PhoneRules): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return REQUIRED_MESSAGE
  if (text.length > LIMITS[field]) return `This ${field} ${TOO_LONG(LIMITS[field])}.`
  switch (field) {
    case 'name':
      return CONTROL.test(text) ? NAME_CONTROL_MESSAGE : null
    case 'email':
      return emailCheck(text)
    case 'phone':
      return phoneValidator(rules)(text)
  }
}

export type BuyerCheck =
  | { readonly ok: true; readonly buyer: Pick<ReservationBuyer, BuyerField> }
  | { readonly ok: false; readonly errors: BuyerErrors }

/** The buyer's details, trimmed, when every field passes; else each refused field's message. */
export function checkReservationBuyer(input: BuyerInput, rules: PhoneRules): BuyerCheck {
  const errors: Partial<Record<BuyerField, string>> = {}
  for (const field of BUYER_FIELDS) {
    const problem = buyerFieldProblem(field, input[field], rules)
    if (problem) errors[field] = problem
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const value = (field: BuyerField) => String(input[field]).trim()
  return { ok: true, buyer: { name: value('name'), email: value('email'), phone: value('phone') } }
}

/** The site's phone rules (SPEC §5: numeric entry, or the AU/NZ patterns of its country). */
export const phoneRulesOf = (site: {
  readonly forms: { readonly numeric_phone?: boolean | undefined }
  readonly locale: { readonly country: PhoneRules['country'] }
}): PhoneRules => ({ numeric: site.forms.numeric_phone === true, country: site.locale.country })
