import { useEffect, useState } from 'react'
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components'
import type { CustomFieldProps } from './fields/FieldControl.tsx'
import { getCaptchaChallenge } from './forms.functions.ts'
import { CAPTCHA_TOKEN_FIELD } from '../../client/leads/submit-lead.ts'

/**
 * The demo/mock captcha: an arithmetic question from the server; the signed token goes beside the answer and the
 * lead routes check both (web/server/captcha.server.ts verifyChallenge).
 */
export function CaptchaField({ field, value, error, onChange, setValue }: CustomFieldProps) {
  const [question, setQuestion] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [round, setRound] = useState(0)

  useEffect(() => {
    let live = true
    setFailed(false)
    getCaptchaChallenge()
      .then((challenge) => {
        if (!live) return
        setQuestion(challenge.question)
        setValue(CAPTCHA_TOKEN_FIELD, challenge.token)
        // a new question needs a new answer: an answer kept from an earlier question (say after Go Back
        // re-created this field) would be sent with the new token and refused at the final submit
        onChange(undefined)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [round])

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
        <Label className="field__label">{field.label}: {question ?? (failed ? 'unavailable' : 'loading…')}</Label>
        <Input className="field__input captcha__input" />
        <Text slot="description" className="field__hint">Answer the question so we know you are a person.</Text>
        <FieldError className="field__error">{error}</FieldError>
      </TextField>
      <Button className="btn btn--link" onPress={() => {
        onChange(undefined)
        setRound((r) => r + 1)
      }}>New question</Button>
    </div>
  )
}
