import type { ServerApp } from './composition/composition.server.ts'

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

/**
 * The process's request pipeline (web/server/http/pipeline.ts builds it). Declared here, beside the context that
 * carries it, so the context names no module of the pipeline's and the pipeline's steps may read the context.
 */
export interface Pipeline {
  /** every step in order around `next` (what follows in Start: its CSRF check, the app) */
  readonly run: (request: Request, next: () => Promise<Response>) => Promise<Response>
  /** The security headers of an answer made outside the app (a built file: scripts/static-files.mjs). */
  readonly answerHeaders: (request: Request, headers: Headers) => void
}
