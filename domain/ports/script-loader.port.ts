/**
 * Adds a vendor's script to the page once and resolves when `isReady` says its global is there; rejects when not.
 * The page's loader (web/client/load-script.ts) is given by the browser's composition root to the adapters whose
 * provider runs its own script in the page (card entry, the hosted captcha widget).
 */
export type LoadScript = (
  src: string,
  options: {
    readonly isReady: () => boolean
    readonly timeoutMs: number
    readonly attributes?: Readonly<Record<string, string>>
  },
) => Promise<void>
