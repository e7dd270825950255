/**
 * A hosted captcha's widget in the shopper's browser (the live captcha adapter's browser side): the provider's script
 * is loaded once per page and the widget rendered into the lead form's field, which shows its own status and retry.
 */

export interface CaptchaWidgetHandlers {
  /** a token the server can verify (again after each refresh of an expired one) */
  readonly onToken: (token: string) => void
  /** the token expired or the interactive challenge timed out: no usable token until the next onToken */
  readonly onExpired: () => void
  /** the widget failed (network, a site key not valid for this host, a failed challenge) */
  readonly onError: (code: string) => void
}

export interface CaptchaWidget {
  /** a new challenge and token (after a failed save: the old token may be spent) */
  reset(): void
  remove(): void
}

/** Renders the widget into `container` with the tenant's site key, for the form named by `action`. */
export type RenderCaptchaWidget = (
  container: HTMLElement,
  siteKey: string,
  action: string,
  on: CaptchaWidgetHandlers,
) => CaptchaWidget

export interface CaptchaWidgetPort {
  /** loads the provider's script once per page; rejects when it cannot (the field's Try again calls it afresh) */
  load(): Promise<RenderCaptchaWidget>
}
