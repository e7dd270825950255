import type { LoadScript } from './script-loader.port.ts'

/**
 * Live-mode card entry in the shopper's browser, one adapter per payment provider (`adapters/payments-*`): it loads
 * the provider's own hosted script and mounts the provider's card fields, so card numbers go from the browser to the
 * provider and only a single-use token reaches this site's server.
 */

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
  /** the page's script loader (the browser's composition root gives it) */
  readonly loadScript: LoadScript
  /** script and fields load limit, ms */
  readonly timeoutMs?: number
}

/** What each provider adapter exports: the intent's `clientData` (publishable key, client secret) in, a card entry out. */
export type CreateCardEntry = (clientData: Readonly<Record<string, string>>, options: CardEntryOptions) => CardEntry
