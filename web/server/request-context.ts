import type { ServerApp } from './composition/composition.server.ts'

/**
 * What every server request carries from the server entry (web/server.ts): the composed application. Server
 * functions and API routes read their use cases from `context.app`; they never build or look one up.
 */
export interface RequestContext {
  readonly app: ServerApp
}
