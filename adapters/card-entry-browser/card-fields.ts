/**
 * What the card-entry adapters (each payment adapter's `…-card-entry.ts`, the port `domain/ports/card-entry.port.ts`)
 * share: the fields they lay out around the provider's frames and the limit on how long a provider may take. The
 * adapters are fetched only when card entry starts (the browser's root, web/client/ports.ts); nothing here may be
 * imported by route head or loader code.
 */

/** How long a provider's script and fields may take to come up before the shopper is told and may retry. */
export const SCRIPT_TIMEOUT_MS = 15_000

let nextId = 0
/** Ids for the elements a module creates (labels, and the containers provider scripts find by id). */
export const uniqueId = (prefix: string): string => `${prefix}-${++nextId}`

/** `<label for>` + `<input>` the way the demo form lays them out (react-aria gives it the same markup). */
export function labelledInput(
  doc: Document,
  label: string,
  attrs: Record<string, string>,
): { wrapper: HTMLElement; input: HTMLInputElement } {
  const wrapper = doc.createElement('div')
  const id = uniqueId('card-entry')
  const labelEl = doc.createElement('label')
  labelEl.htmlFor = id
  labelEl.textContent = label
  const input = doc.createElement('input')
  input.id = id
  input.type = 'text'
  for (const [name, value] of Object.entries(attrs)) input.setAttribute(name, value)
  wrapper.append(labelEl, input)
  return { wrapper, input }
}

/** A labelled box the provider fills with its own frame: the label names the group, the frame sits inside. */
export function hostedField(doc: Document, label: string): { wrapper: HTMLElement; field: HTMLElement } {
  const wrapper = doc.createElement('div')
  const labelId = uniqueId('card-entry-label')
  const labelEl = doc.createElement('span')
  labelEl.id = labelId
  labelEl.className = 'card-entry__label'
  labelEl.textContent = label
  const field = doc.createElement('div')
  field.id = uniqueId('card-entry-field')
  field.className = 'card-entry__field'
  field.setAttribute('role', 'group')
  field.setAttribute('aria-labelledby', labelId)
  wrapper.append(labelEl, field)
  return { wrapper, field }
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
