import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createIsomorphicFn } from '@tanstack/react-start'
import { readKeptMarkup } from '../../server/composition/process-environment.ts'

/**
 * Markup kept on the server for parts of a page that many renders write alike (a listing's cards, its filter
 * menus: card-markup.ts, menu-markup.ts): such a part is written from its kept markup with
 * `dangerouslySetInnerHTML`, and the browser renders the part itself and hydrates it against those bytes, which are
 * what React writes for it (checked over the production build by tests/contract/kept-markup.test.ts). A kept part
 * must read no `useId` and nothing of the page around it but what its props and the providers given here say.
 *
 * `KEPT_MARKUP=off` in the server's environment (read when this module loads) keeps none: every part is rendered by
 * React, to compare.
 */
export const keepingMarkup: boolean = createIsomorphicFn()
  .server(() => readKeptMarkup())
  .client(() => false)()

/**
 * `html` as one flat string. React's string render joins its chunks one `+=` at a time, so its answer is a rope of
 * thousands of small pieces. Kept as it is, that rope would be walked piece by piece again in every page that
 * writes it: V8 flattens a page's string once (its first search, or its UTF-8 encoding) into a new buffer, but the
 * kept rope inside it stays a rope. Reading one character makes V8 flatten the kept string itself, once, so every
 * page that writes it searches and encodes one flat string.
 */
function flat(html: string): string {
  html.charCodeAt(0)
  return html
}

/**
 * Renders `body` alone once the current render is over (React's server renderer must not be entered from inside
 * one of its renders) and gives its markup to `done`, or null when it failed to render. On the server only.
 */
export const renderAlone: (body: ReactElement, done: (html: string | null) => void) => void = createIsomorphicFn()
  .server((body: ReactElement, done: (html: string | null) => void) => {
    queueMicrotask(() => {
      let html: string | null
      try {
        html = flat(renderToString(body))
      } catch {
        html = null
      }
      done(html)
    })
  })
  .client(() => {})
