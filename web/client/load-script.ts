// Shared by the card-entry modules (payment providers) and the lead-form captcha widget.

/** The parts of `document` the loader touches (tests pass a stand-in). */
export interface ScriptDocument {
  createElement(tag: 'script'): ScriptElement
  readonly head: { appendChild(node: ScriptElement): unknown }
}
export interface ScriptElement {
  src: string
  async: boolean
  onload: ((this: unknown, event: never) => unknown) | null
  onerror: ((this: unknown, event: never) => unknown) | null
  setAttribute(name: string, value: string): void
  remove(): void
}

export interface LoadScriptOptions {
  /** true once the script's global is there (also before loading: a script already on the page is not loaded twice) */
  readonly isReady: () => boolean
  readonly timeoutMs: number
  readonly attributes?: Readonly<Record<string, string>>
  readonly doc?: ScriptDocument
}

const loading = new Map<string, Promise<void>>()

/**
 * Adds `<script src async>` once per page and resolves when its global is there. A script that fails, times
 * out or loads without its global rejects, and its tag is removed, so the next call (the shopper's retry)
 * adds it afresh.
 */
export function loadScript(src: string, options: LoadScriptOptions): Promise<void> {
  if (options.isReady()) return Promise.resolve()
  const pending = loading.get(src)
  if (pending !== undefined) return pending
  const doc = options.doc ?? (document as unknown as ScriptDocument)
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    const settle = (problem: string | null) => {
      clearTimeout(timer)
      script.onload = null
      script.onerror = null
      if (problem === null) return resolve()
      script.remove()
      loading.delete(src)
      reject(new Error(`${src} ${problem}`))
    }
    const timer = setTimeout(() => settle(`did not load within ${options.timeoutMs} ms`), options.timeoutMs)
    script.onload = () => settle(options.isReady() ? null : 'loaded without its global')
    script.onerror = () => settle('failed to load')
    for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value)
    script.async = true
    script.src = src
    doc.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}
