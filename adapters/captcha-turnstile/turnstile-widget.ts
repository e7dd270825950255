import type { CaptchaWidget, CaptchaWidgetHandlers, CaptchaWidgetPort } from '@domain/ports/captcha-widget.port.ts'
import type { LoadScript } from '@domain/ports/script-loader.port.ts'
import { TURNSTILE_SCRIPT } from '@domain/tenancy/third-party-origins.ts'

/** How long the script may take before the field offers a retry. */
export const TURNSTILE_LOAD_TIMEOUT_MS = 10_000

/** The part of `window.turnstile` this site uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined | null
  reset(widgetId?: string): void
  remove(widgetId?: string): void
}

interface TurnstileWindow {
  turnstile?: Partial<TurnstileApi>
}

const apiOf = (win: TurnstileWindow): TurnstileApi | null =>
  typeof win.turnstile?.render === 'function' ? (win.turnstile as TurnstileApi) : null

/** Loads the widget script once per page (a failed or timed-out load rejects; the next call tries afresh). */
export async function loadTurnstile(win: TurnstileWindow, load: LoadScript): Promise<TurnstileApi> {
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
  on: CaptchaWidgetHandlers,
): CaptchaWidget {
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

/** Turnstile as the page's captcha widget, loading its script with the page's loader (the browser's root gives it). */
export const createTurnstileWidget = (
  loadScript: LoadScript,
  win: TurnstileWindow = window as TurnstileWindow,
): CaptchaWidgetPort => ({
  async load() {
    const api = await loadTurnstile(win, loadScript)
    return (container, siteKey, action, on) => renderTurnstile(api, container, siteKey, action, on)
  },
})
