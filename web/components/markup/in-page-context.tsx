import type { ReactElement, ReactNode } from 'react'
import { RouterContextProvider, type AnyRouter } from '@tanstack/react-router'
import { LinkScopeContext, type LinkScope } from '../links/link-scope.ts'

/**
 * A part's body as it is rendered alone (./render-alone.ts): inside the page's router and link scope, the only
 * providers a kept part may read.
 */
export const inPageContext = (router: AnyRouter, scope: LinkScope, body: ReactNode): ReactElement => (
  <RouterContextProvider router={router}>
    <LinkScopeContext.Provider value={scope}>{body}</LinkScopeContext.Provider>
  </RouterContextProvider>
)
