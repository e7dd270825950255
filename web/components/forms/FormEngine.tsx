import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Form, Label, ProgressBar } from 'react-aria-components'
import { allFields, initialValues, type FieldValue, type FormDefinition } from '@domain/forms/form-field.ts'
import { validateStep, type FieldValidators } from '@domain/forms/validate-step.ts'
import {
  backStep,
  completeForm,
  formButtons,
  isLastStep,
  nextStep,
  progressPercent,
  skipTo,
  startForm,
  stepLabel,
  type FormMachine,
} from '@domain/forms/multi-step-form.ts'
import type { SkippedStep } from '@domain/leads/lead-payload.schema.ts'
import { LEAD_SUBMIT_ERROR } from '@domain/leads/lead-lifecycle.ts'
import { FieldControl } from './fields/FieldControl.tsx'
import { stepIsSkippable } from '@domain/forms/skippable-step.ts'
import { typedValues } from './typed-values.ts'

export type FormValues = Record<string, FieldValue>

export interface StepSubmission {
  readonly values: Readonly<FormValues>
  readonly stepIndex: number
  readonly isLastStep: boolean
  readonly skips: readonly SkippedStep[]
}

export type StepResult = { readonly ok: true } | { readonly ok: false; readonly error: string; readonly alert?: string }

export interface FormEngineProps {
  readonly definition: FormDefinition
  /** prefill over the definition's defaults (stored user, query string…) */
  readonly initialValues?: Readonly<FormValues>
  readonly validators: FieldValidators
  /** saves one step; the last step's success completes the form */
  readonly onSubmitStep: (submission: StepSubmission) => Promise<StepResult>
  readonly onComplete?: () => void
  /** where a saved step goes: a later step index to skip to, or null to advance by one */
  readonly skipAfter?: (stepIndex: number, values: Readonly<FormValues>) => number | null
  /** shown above the buttons of every step */
  readonly footer?: ReactNode
  readonly headingLevel?: 2 | 3
  readonly className?: string
}

interface Alert {
  readonly text: string
  readonly detail: string | null
}

/**
 * Drives every form from its declarative definition (SPEC §2/§4): one step at a time, 'Step X of Y', a labelled
 * progress bar, Go Back / Continue / Submit (Loading while submitting) from the domain machine, validation and
 * revalidation on submit only, and the destructive alert on a failed save.
 */
export function FormEngine(props: FormEngineProps) {
  const { definition, validators, onSubmitStep } = props
  const start = (): FormValues => ({ ...initialValues(definition), ...(props.initialValues ?? {}) })
  const [machine, setMachine] = useState<FormMachine>(() => startForm(definition.steps.length))
  const [values, setValues] = useState<FormValues>(start)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [alert, setAlert] = useState<Alert | null>(null)
  const [generation, setGeneration] = useState(0)
  const [focusTarget, setFocusTarget] = useState<'heading' | 'invalid' | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const ids = useId()
  const step = definition.steps[machine.index] ?? definition.steps[0]!
  const multi = definition.steps.length > 1
  const buttons = formButtons(machine, submitting)
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3'
  // the step's title sits one level under the form's (h2 → h3, h3 → h4): no skipped level (axe heading-order)
  const StepHeading = props.headingLevel === 2 ? 'h3' : 'h4'

  // a later prefill (stored user read after hydration) fills only what the shopper has not typed
  const prefillKey = JSON.stringify(props.initialValues ?? {})
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prefill applies when its content changes (prefillKey), not on each new initialValues object
  useEffect(() => {
    if (!props.initialValues) return
    setValues((current) => {
      const next = { ...current }
      for (const [k, v] of Object.entries(props.initialValues ?? {}))
        if (next[k] === undefined || next[k] === '') next[k] = v
      return next
    })
  }, [prefillKey])

  useEffect(() => {
    if (focusTarget === 'heading') headingRef.current?.focus()
    if (focusTarget === 'invalid') {
      const invalid = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [data-invalid] input, [data-invalid] button',
      )
      invalid?.focus()
    }
    if (focusTarget) setFocusTarget(null)
  }, [focusTarget])

  // Taking over the server-rendered form (SPEC: pages paint before the app loads): what the shopper typed in the
  // meantime becomes the engine's values, the form is marked as the engine's (the head's early-submit guard then
  // lets its submits through), and a submit the guard held goes through the normal path now.
  const [heldSubmit, setHeldSubmit] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the take-over runs once per form generation, on the fields the server rendered
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    form.setAttribute('data-engine', 'ready')
    if (generation > 0) return
    const typed = typedValues(form, step.fields)
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
    if (form.hasAttribute('data-held-submit')) {
      form.removeAttribute('data-held-submit')
      setHeldSubmit(true)
    }
  }, [generation])
  useEffect(() => {
    if (!heldSubmit) return
    setHeldSubmit(false)
    formRef.current?.requestSubmit()
  }, [heldSubmit])

  const setValue = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }))

  function reset() {
    setValues(start())
    setErrors({})
    setMachine(startForm(definition.steps.length))
    setGeneration((g) => g + 1)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const result = validateStep(step, values, validators)
    setErrors(result.errors)
    if (!result.valid) {
      setFocusTarget('invalid')
      return
    }
    const last = isLastStep(machine)
    setSubmitting(true)
    setAlert(null)
    try {
      const outcome = await onSubmitStep({
        values: { ...values },
        stepIndex: machine.index,
        isLastStep: last,
        skips: machine.skips,
      })
      if (!outcome.ok) {
        setAlert({
          text: outcome.alert ?? LEAD_SUBMIT_ERROR,
          detail: outcome.error && outcome.error !== (outcome.alert ?? LEAD_SUBMIT_ERROR) ? outcome.error : null,
        })
        return
      }
      if (last) {
        setMachine(completeForm(machine))
        if (definition.resetAfterSubmit) reset()
        props.onComplete?.()
        return
      }
      const target = props.skipAfter?.(machine.index, values) ?? null
      setMachine(target !== null ? skipTo(machine, target) : nextStep(machine))
      setErrors({})
      setFocusTarget('heading')
    } catch (failure) {
      setAlert({ text: LEAD_SUBMIT_ERROR, detail: failure instanceof Error ? failure.message : null })
    } finally {
      setSubmitting(false)
    }
  }

  function goBack() {
    setMachine(backStep(machine))
    setErrors({})
    setAlert(null)
    setFocusTarget('heading')
  }

  function skipStep() {
    setMachine(skipTo(machine, machine.index + 1))
    setErrors({})
    setAlert(null)
    setFocusTarget('heading')
  }

  const skippable = multi && !isLastStep(machine) && stepIsSkippable(step)
  const percent = progressPercent(machine)

  return (
    <Form
      ref={formRef}
      key={generation}
      className={`lead-form ${props.className ?? ''}`.trim()}
      validationBehavior="aria"
      // never a GET with the shopper's details in the address, even if the browser ever sends the form itself
      method="post"
      onSubmit={handleSubmit}
      aria-labelledby={`${ids}-title`}
      data-form-kind={definition.kind}
    >
      <Heading className="lead-form__title" id={`${ids}-title`}>
        {definition.title}
      </Heading>
      {multi ? (
        <div className="lead-form__progress">
          <ProgressBar className="progress" value={percent} valueLabel={stepLabel(machine)}>
            {({ percentage }) => (
              <>
                <div className="progress__head">
                  <Label className="progress__label">Form progress</Label>
                  <span className="progress__value">{stepLabel(machine)}</span>
                </div>
                <div className="progress__track">
                  <div className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
                </div>
              </>
            )}
          </ProgressBar>
        </div>
      ) : null}
      <StepHeading className="lead-form__step" ref={headingRef} tabIndex={-1}>
        {step.title}
      </StepHeading>
      {alert ? (
        <div className="form-alert form-alert--destructive" role="alert">
          <p className="form-alert__title">{alert.text}</p>
          {alert.detail ? <p className="form-alert__detail">{alert.detail}</p> : null}
        </div>
      ) : null}
      <div className="lead-form__fields">
        {step.fields.map((field) => (
          <FieldControl
            key={`${machine.index}-${field.name}`}
            field={field}
            value={values[field.name]}
            values={values}
            error={errors[field.name]}
            onChange={(value) => setValue(field.name, value)}
            setValue={setValue}
          />
        ))}
      </div>
      {props.footer}
      <div className="lead-form__buttons">
        {buttons.back ? (
          <Button className="btn btn--ghost" onPress={goBack} isDisabled={submitting}>
            Go Back
          </Button>
        ) : null}
        {skippable ? (
          <Button className="btn btn--ghost" onPress={skipStep} isDisabled={submitting}>
            Skip this step
          </Button>
        ) : null}
        {/* busy by its class and label, not react-aria's isPending: that announces the button through live-region
            elements of role img named only by a reference to the button, which stay behind on the next step */}
        <Button className={`btn btn--accent${submitting ? ' is-busy' : ''}`} type="submit">
          {buttons.primary}
        </Button>
      </div>
    </Form>
  )
}

/** Every input field of the definition, for callers that need the full list (e.g. hidden defaults). */
export const definitionFields = allFields
