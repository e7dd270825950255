import type { ServerApp } from './composition/composition.server.ts'
import type { Pipeline } from './http/pipeline.ts'

/**
 * What every server request carries from the server entry (web/server.ts): the composed application. Server
 * functions and API routes read their use cases from `context.app`; they never build or look one up.
 */
export interface RequestContext {
  readonly app: ServerApp
}

/** What the server entry gives Start for every request: the app, and the process's request pipeline. */
export interface ServerContext extends RequestContext {
  /** run by Start's request middleware (web/server/http/request-middleware.ts) */
  readonly pipeline: Pipeline
}
