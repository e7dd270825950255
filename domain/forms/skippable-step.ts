import { NON_INPUT_TYPES, type StepDefinition } from './form-field.ts'

/**
 * A step the shopper may skip: it asks for something and every answer in it is optional. Skipping goes through the
 * domain machine's skipTo, so the jump is recorded and sent as skipped_steps.
 */
export function stepIsSkippable(step: Pick<StepDefinition, 'fields'>): boolean {
  const inputs = step.fields.filter((f) => !NON_INPUT_TYPES.includes(f.type))
  return inputs.length > 0 && inputs.every((f) => !f.required)
}
