import { FieldError, Input, Label, TextField } from 'react-aria-components'
import type { BuyerErrors, BuyerField } from '@domain/payments/reservation-buyer.ts'

export type BuyerValues = Readonly<Record<BuyerField, string>>

/** The lead forms' labels and browser hints for the buyer's fields (SPEC §5: full name, mobile, email). */
const FIELDS: readonly {
  readonly name: BuyerField
  readonly label: string
  readonly type: 'text' | 'email' | 'tel'
  readonly autoComplete: string
}[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
]

/**
 * Who reserves: name, mobile and email, each required, its message under it (checked on submit only, as every
 * lead form is; the server checks them again). The dealer receives them with the reservation.
 */
export function ReservationBuyerFields({
  values,
  errors,
  onChange,
}: {
  values: BuyerValues
  errors: BuyerErrors
  onChange: (field: BuyerField, value: string) => void
}) {
  return (
    <fieldset className="checkout-form__buyer">
      <legend>Your details</legend>
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          className="field"
          name={f.name}
          value={values[f.name]}
          onChange={(v) => onChange(f.name, v)}
          isRequired
          isInvalid={!!errors[f.name]}
          type={f.type}
          autoComplete={f.autoComplete}
        >
          <Label className="field__label">
            {f.label}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </Label>
          <Input className="field__input" />
          <FieldError className="field__error">{errors[f.name]}</FieldError>
        </TextField>
      ))}
    </fieldset>
  )
}
