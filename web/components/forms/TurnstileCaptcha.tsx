import { useContext, useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import type { CustomFieldProps } from './fields/FieldControl.tsx'
import { FieldServicesContext } from './fields/FieldControl.tsx'
import { CAPTCHA_TOKEN_FIELD } from '@domain/forms/captcha-fields.ts'
import type { CaptchaWidget } from '@domain/ports/captcha-widget.port.ts'
import { browserCaptchaWidget } from '../../client/ports.ts'

/** What the field shows when the widget script or the widget itself fails. */
export const CAPTCHA_LOAD_FAILED = 'The security check could not be loaded. Please try again.'

/**
 * The captcha field's own value beside the token: it only tells the form's required check that the field is done.
 * The token alone is the proof, and the server checks it with the provider.
 */
const SOLVED = 'turnstile'
/**
 * After the widget failed: the form may still be sent (without a token). The server asks the provider anyway,
 * which refuses it when it is up and lets the lead in marked when it is down (docs/LIVE.md).
 */
const UNAVAILABLE = 'unavailable'

type Status = 'loading' | 'waiting' | 'solved' | 'failed'

const STATUS_TEXT: Record<Status, string> = {
  loading: 'Loading the security check…',
  waiting: 'Complete the security check so we know you are a person.',
  solved: 'Security check complete.',
  failed: CAPTCHA_LOAD_FAILED,
}

/**
 * The live captcha: Cloudflare Turnstile's widget, loaded when the field first shows and rendered explicitly with
 * the tenant's site key; its token goes in the lead body as `captcha_token`. A group labelled with the field's
 * label, with a status line read out as it changes and a keyboard-operable Try again; the widget's frame is the
 * provider's own.
 */
export function TurnstileCaptcha({
  field,
  error,
  onChange,
  setValue,
  siteKey,
  action,
}: CustomFieldProps & { readonly siteKey: string; readonly action: string }) {
  const { saveFailures = 0 } = useContext(FieldServicesContext)
  const ids = useId()
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<CaptchaWidget | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)

  const clearToken = (answer: string | undefined) => {
    setValue(CAPTCHA_TOKEN_FIELD, undefined)
    onChange(answer)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new widget only for another key, action or a retry (attempt); the form's callbacks are new on each render
  useEffect(() => {
    let current = true
    setStatus('loading')
    clearToken(undefined)
    const fail = () => {
      if (!current) return
      setStatus('failed')
      clearToken(UNAVAILABLE)
    }
    browserCaptchaWidget()
      .load()
      .then((render) => {
        if (!current || !box.current) return
        widget.current = render(box.current, siteKey, action, {
          onToken: (token) => {
            if (!current) return
            setValue(CAPTCHA_TOKEN_FIELD, token)
            onChange(SOLVED)
            setStatus('solved')
          },
          onExpired: () => {
            if (!current) return
            clearToken(undefined)
            setStatus('waiting')
          },
          onError: fail,
        })
        setStatus((s) => (s === 'loading' ? 'waiting' : s))
      })
      .catch(fail)
    return () => {
      current = false
      widget.current?.remove()
      widget.current = null
    }
  }, [siteKey, action, attempt])

  // A failed save may have spent the token (a provider answers each token once): ask for a fresh one.
  const seenFailures = useRef(saveFailures)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a save fails (saveFailures); the form's callbacks are new on each render
  useEffect(() => {
    if (saveFailures === seenFailures.current) return
    seenFailures.current = saveFailures
    if (!widget.current) return
    widget.current.reset()
    clearToken(undefined)
    setStatus('waiting')
  }, [saveFailures])

  const labelId = `${ids}-label`
  const statusId = `${ids}-status`
  const errorId = `${ids}-error`
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the field's layout (a fieldset brings its own border, padding and min-content width); role=group names it the same
    <div
      className="field captcha captcha--hosted"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? `${statusId} ${errorId}` : statusId}
      data-status={status}
    >
      <span className="field__label" id={labelId}>
        {field.label}
        {field.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div ref={box} className="captcha__widget" />
      <p className={status === 'failed' ? 'field__note field__note--muted' : 'field__hint'} id={statusId} role="status">
        {STATUS_TEXT[status]}
      </p>
      {status === 'failed' ? (
        <Button className="btn btn--secondary" onPress={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
