import { loadScript } from './load-script.ts'
import { TURNSTILE_SCRIPT } from '@domain/tenancy/third-party-origins.ts'

/** How long the script may take before the field offers a retry. */
export const TURNSTILE_LOAD_TIMEOUT_MS = 10_000

/** The part of `window.turnstile` this site uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined | null
  reset(widgetId?: string): void
  remove(widgetId?: string): void
}

export interface TurnstileHandlers {
  /** a token the server can verify (again after each refresh of an expired one) */
  readonly onToken: (token: string) => void
  /** the token expired or the interactive challenge timed out: no usable token until the next onToken */
  readonly onExpired: () => void
  /** the widget failed (network, a site key not valid for this host, a failed challenge) */
  readonly onError: (code: string) => void
}

export interface TurnstileWidget {
  /** a new challenge and token (after a failed save: the old token may be spent) */
  reset(): void
  remove(): void
}

interface TurnstileWindow {
  turnstile?: Partial<TurnstileApi>
}

const apiOf = (win: TurnstileWindow): TurnstileApi | null =>
  typeof win.turnstile?.render === 'function' ? (win.turnstile as TurnstileApi) : null

/** Loads the widget script once per page (a failed or timed-out load rejects; the next call tries afresh). */
export async function loadTurnstile(
  win: TurnstileWindow = window as TurnstileWindow,
  load: typeof loadScript = loadScript,
): Promise<TurnstileApi> {
  await load(TURNSTILE_SCRIPT, { isReady: () => apiOf(win) !== null, timeoutMs: TURNSTILE_LOAD_TIMEOUT_MS })
  const api = apiOf(win)
  if (!api) throw new Error('Turnstile loaded without window.turnstile')
  return api
}

/**
 * Renders the widget into `container` with the tenant's site key. It never retries by itself (the field's Try again
 * does), keeps no hidden input of its own (the token travels in the lead body), and refreshes expired tokens.
 */
export function renderTurnstile(
  api: TurnstileApi,
  container: HTMLElement,
  siteKey: string,
  action: string,
  on: TurnstileHandlers,
): TurnstileWidget {
  const id = api.render(container, {
    sitekey: siteKey,
    // the form: siteverify answers it back, and the server refuses a token solved on another form
    action,
    callback: (token: string) => on.onToken(token),
    'expired-callback': () => on.onExpired(),
    'timeout-callback': () => on.onExpired(),
    'error-callback': (code: unknown) => {
      on.onError(String(code ?? 'unknown'))
      // handled: the field shows its own message and retry
      return true
    },
    'response-field': false,
    retry: 'never',
    'refresh-expired': 'auto',
  })
  if (!id) throw new Error('Turnstile did not render the widget')
  return {
    reset: () => api.reset(id),
    remove: () => api.remove(id),
  }
}
