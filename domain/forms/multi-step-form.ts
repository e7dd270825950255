import type { SkippedStep } from '../leads/lead-payload.schema.ts'

/**
 * SPEC §2/§4 Multi-step form: one step at a time, Go Back / Continue / Submit, a progress bar and 'Step X of Y'.
 * The state is a plain value; every operation answers a new state, so the UI keeps it in a reducer.
 */
export interface FormMachine {
  readonly index: number
  readonly stepCount: number
  /** jumps taken with skipTo, oldest first; sent to the CRM as skipped_steps */
  readonly skips: readonly SkippedStep[]
  readonly complete: boolean
}

export function startForm(stepCount: number): FormMachine {
  if (!Number.isInteger(stepCount) || stepCount < 1) throw new Error(`A form needs at least one step, got ${stepCount}`)
  return { index: 0, stepCount, skips: [], complete: false }
}

export const lastIndex = (m: FormMachine): number => m.stepCount - 1
export const isFirstStep = (m: FormMachine): boolean => m.index === 0
export const isLastStep = (m: FormMachine): boolean => m.index === lastIndex(m)

/** Advances by one (stopping at the last step) and forgets skips that span the step being left:
 * the shopper is now walking through the steps that skip had jumped over. */
export function nextStep(m: FormMachine): FormMachine {
  const skips = m.skips.filter((s) => !(s.from <= m.index && m.index < s.to))
  return { ...m, skips, index: Math.min(m.index + 1, lastIndex(m)) }
}

/** Back returns to the step a skip started from when the current step was reached by that skip, else index − 1.
 * The skip is consumed so skipped_steps keeps describing only the path still taken. */
export function backStep(m: FormMachine): FormMachine {
  const at = findLastIndex(m.skips, (s) => s.to === m.index)
  if (at >= 0) {
    const skip = m.skips[at]!
    return { ...m, complete: false, index: skip.from, skips: m.skips.filter((_, i) => i !== at) }
  }
  return { ...m, complete: false, index: Math.max(m.index - 1, 0) }
}

/** Jumps forward to `to`, recording the from/to pair. Skips only go forward (back is for returning), and a target
 * outside the form is ignored, so the index never leaves the form and back always lands on a step already seen. */
export function skipTo(m: FormMachine, to: number): FormMachine {
  if (!Number.isInteger(to) || to <= m.index || to > lastIndex(m)) return m
  return { ...m, index: to, skips: [...m.skips, { from: m.index, to }] }
}

/** Marks the form done (after the last step's submit succeeded). */
export const completeForm = (m: FormMachine): FormMachine => ({ ...m, complete: true })

/** Index over step count as a percentage; 100 once complete. */
export const progressPercent = (m: FormMachine): number => (m.complete ? 100 : (m.index / m.stepCount) * 100)

/** 'Step X of Y' (X counts from 1). */
export const stepLabel = (m: FormMachine): string => `Step ${m.index + 1} of ${m.stepCount}`

/** Which buttons show (SPEC §2): no Go Back on the first step, Submit on the last (reading Loading while submitting). */
export function formButtons(
  m: FormMachine,
  submitting: boolean,
): { back: boolean; primary: 'Continue' | 'Submit' | 'Loading' } {
  const primary = isLastStep(m) ? (submitting ? 'Loading' : 'Submit') : 'Continue'
  return { back: !isFirstStep(m), primary }
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i
  return -1
}
