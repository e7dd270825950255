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
 * Renders `body` alone once the current render is over (React's server renderer must not be entered from inside
 * one of its renders) and gives its markup to `done`, or null when it failed to render. On the server only.
 */
export const renderAlone: (body: ReactElement, done: (html: string | null) => void) => void = createIsomorphicFn()
  .server((body: ReactElement, done: (html: string | null) => void) => {
    queueMicrotask(() => {
      let html: string | null
      try {
        html = renderToString(body)
      } catch {
        html = null
      }
      done(html)
    })
  })
  .client(() => {})
