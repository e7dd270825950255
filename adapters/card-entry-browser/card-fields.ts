/**
 * Live-mode card entry, one module per payment provider. Each loads the provider's own hosted script in the
 * shopper's browser and mounts the provider's card fields, so card numbers go from the browser to the provider
 * and only a single-use token reaches this site's server. The modules are fetched only when card entry starts
 * (see load-card-entry.ts); nothing here may be imported by route head or loader code.
 */

/** Shown whenever a provider's script or card fields cannot be brought up (network, blocker, timeout, bad key). */
export const CARD_FORM_UNAVAILABLE = 'The secure card form could not be loaded. Please try again or call the dealer.'
export const NAME_NEEDED = 'Please enter the name on the card.'
export const CHECK_CARD = 'Please check your card details.'
export const EXPIRY_NEEDED = 'Please enter a valid expiry date (MM/YY).'
export const VERIFY_FAILED = 'Your bank could not verify this payment. Please try again or use another card.'

/** How long a provider's script and fields may take to come up before the shopper is told and may retry. */
export const SCRIPT_TIMEOUT_MS = 15_000

export type TokenResult =
  | { readonly ok: true; readonly token: string }
  | { readonly ok: false; readonly message: string }
export type ActionResult = { readonly ok: true } | { readonly ok: false; readonly message: string }

export interface CardEntry {
  /** loads the provider's script (once per page) and mounts its card fields in `container`; rejects when it cannot */
  mount(container: HTMLElement): Promise<void>
  /** a single-use token for the card entered (Stripe PaymentMethod id, Till transaction token, PayWay single-use token), or why not */
  tokenize(): Promise<TokenResult>
  /** Stripe: runs the 3-D Secure step the provider asked for (`nextAction.kind === 'card_action'`) in the page */
  handleCardAction?(): Promise<ActionResult>
  /** after a declined payment: providers whose fields mint one token only are rebuilt for the next card */
  reset?(): Promise<void>
  destroy(): void
}

export interface CardEntryOptions {
  /** script and fields load limit, ms */
  readonly timeoutMs?: number
}

/** What each provider module exports: the intent's `clientData` (publishable key, client secret) in, a card entry out. */
export type CreateCardEntry = (clientData: Readonly<Record<string, string>>, options?: CardEntryOptions) => CardEntry

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

/** `MM/YY` or `MM/YYYY` → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  const year = m[2]!.length === 2 ? `20${m[2]}` : m[2]!
  return { month: String(month).padStart(2, '0'), year }
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
