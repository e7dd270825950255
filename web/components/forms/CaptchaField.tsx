import { useContext, useEffect, useState } from 'react'
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components'
import { FieldServicesContext, type CustomFieldProps } from './fields/FieldControl.tsx'
import { getCaptchaChallenge, type CaptchaSetup } from '../../functions/forms.functions.ts'
import { CAPTCHA_TOKEN_FIELD } from '@domain/forms/captcha-fields.ts'
import { TurnstileCaptcha } from './TurnstileCaptcha.tsx'
import { useWiring } from '../../site/use-site.ts'

/**
 * A form's captcha, as the server picks it for the tenant (`getCaptchaChallenge`): the hosted provider's widget in
 * live mode (TurnstileCaptcha), else the local arithmetic question, whose signed token goes beside the answer; the
 * lead routes check either (application/forms/captcha-choice.ts).
 */
export function CaptchaField(props: CustomFieldProps) {
  const { field, value, error, onChange, setValue } = props
  const [setup, setSetup] = useState<CaptchaSetup | null>(null)
  const [failed, setFailed] = useState(false)
  const [round, setRound] = useState(0)
  const { hostedCaptcha } = useWiring()
  // the question is issued for this form only, and the lead names the same form (lead.form)
  const { formKind = 'enquiry' } = useContext(FieldServicesContext)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question only on a retry (round) or another form; the form's callbacks are new on each render
  useEffect(() => {
    let live = true
    setFailed(false)
    getCaptchaChallenge({ data: { form: formKind } })
      .then((answer) => {
        if (!live) return
        setSetup(answer)
        if (answer.kind !== 'challenge') return
        setValue(CAPTCHA_TOKEN_FIELD, answer.token)
        // a new question needs a new answer: an answer kept from an earlier question (say after Go Back
        // re-created this field) would be sent with the new token and refused at the final submit
        onChange(undefined)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [round, formKind])

  if (setup?.kind === 'turnstile') return <TurnstileCaptcha {...props} siteKey={setup.siteKey} action={setup.action} />
  // sites with the hosted captcha mostly show the provider's widget: no question box while the server decides
  if (hostedCaptcha && setup === null && !failed) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a div keeps the field's layout (a fieldset brings its own border, padding and min-content width); role=group names it the same
      <div className="field captcha" role="group" aria-label={field.label}>
        <span className="field__label" aria-hidden="true">
          {field.label}
        </span>
        <p className="field__hint" role="status">
          Loading the security check…
        </p>
      </div>
    )
  }
  const question = setup?.kind === 'challenge' ? setup.question : null

  return (
    <div className="field captcha">
      <TextField
        name={field.name}
        value={typeof value === 'string' ? value : value == null ? '' : String(value)}
        onChange={(s) => onChange(s.replace(/[^\d-]/g, '').slice(0, 4))}
        isRequired={field.required}
        isInvalid={!!error}
        inputMode="numeric"
        autoComplete="off"
      >
        <Label className="field__label">
          {field.label}: {question ?? (failed ? 'unavailable' : 'loading…')}
        </Label>
        <Input className="field__input captcha__input" />
        <Text slot="description" className="field__hint">
          Answer the question so we know you are a person.
        </Text>
        <FieldError className="field__error">{error}</FieldError>
      </TextField>
      <Button
        className="btn btn--link"
        onPress={() => {
          onChange(undefined)
          setRound((r) => r + 1)
        }}
      >
        New question
      </Button>
    </div>
  )
}
