import type { FieldDefinition, FieldValue } from '@domain/forms/form-field.ts'

const NUMERIC = new Set(['number', 'kilometre', 'currency', 'year', 'distance'])
const NOT_ADOPTED = new Set(['custom', 'file', 'hidden', 'button'])

/**
 * What the shopper typed or ticked into the server-rendered form before the app loaded (SPEC: pages paint before
 * the app's script): the fields whose control differs from what the server rendered (`defaultValue`,
 * `defaultChecked`). The engine adopts them at hydration, so nothing typed in that window is lost.
 */
export function typedValues(form: HTMLFormElement, fields: readonly FieldDefinition[]): Record<string, FieldValue> {
  const typed: Record<string, FieldValue> = {}
  for (const field of fields) {
    if (NOT_ADOPTED.has(field.type)) continue
    const controls = [
      ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        `input[name="${CSS.escape(field.name)}"], textarea[name="${CSS.escape(field.name)}"]`,
      ),
    ]
    const choices = controls.filter(
      (c): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio'),
    )
    if (choices.length > 0) {
      if (!choices.some((c) => c.checked !== c.defaultChecked)) continue
      const ticked = choices.filter((c) => c.checked).map((c) => c.value)
      typed[field.name] =
        field.type === 'check-group'
          ? ticked
          : choices.length === 1 && choices[0]!.type === 'checkbox'
            ? choices[0]!.checked
            : ticked[0]
      continue
    }
    const picker = form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(field.name)}"]`)
    const picked = picker?.selectedOptions[0]
    if (picker && picked && !picked.defaultSelected && picker.value !== '') {
      typed[field.name] = picker.value
      continue
    }
    const text = controls.find((c) => c.type !== 'hidden' && c.value !== c.defaultValue) ?? shownBeside(controls)
    if (!text) continue
    typed[field.name] = NUMERIC.has(field.type) ? numberOf(text.value) : text.value
  }
  return typed
}

/**
 * A number field names its hidden input (the value as a form would send it), written right after the field's own
 * element, whose formatted input is the one the shopper typed in.
 */
function shownBeside(
  controls: readonly (HTMLInputElement | HTMLTextAreaElement)[],
): HTMLInputElement | HTMLTextAreaElement | undefined {
  const hidden = controls.find((c) => c.type === 'hidden')
  const shown = hidden?.previousElementSibling?.querySelector<HTMLInputElement>('input:not([type="hidden"])')
  return shown && shown.value !== shown.defaultValue ? shown : undefined
}

function numberOf(text: string): number | undefined {
  const digits = text.replace(/[^\d.]/g, '')
  return digits === '' ? undefined : Number(digits)
}
