import type { LeadOutcome } from '../leads/lead-lifecycle.ts'
import { completeForm, isLastStep, nextStep, type FormMachine } from './multi-step-form.ts'

/** Glue between the step machine and the lead lifecycle, so the UI holds two plain values and no rules. */

/** The lead fields that describe where the shopper is: 1-based step number and the skips taken. */
export const leadProgressOf = (m: FormMachine) => ({
  stepNumber: m.index + 1,
  skippedSteps: m.skips,
  isLastStep: isLastStep(m),
})

/** A saved step advances, a completed lead completes the form, an error leaves the shopper where they are. */
export function afterLeadOutcome(m: FormMachine, outcome: LeadOutcome): FormMachine {
  if (outcome.kind === 'step-saved') return nextStep(m)
  if (outcome.kind === 'completed') return completeForm(m)
  return m
}
