import { createMiddleware } from '@tanstack/react-start'

/**
 * The request pipeline (pipeline.ts) as Start's request middleware, in its order: each runs its step from the
 * request's context (the server entry puts the process's pipeline there, web/server.ts), around what comes after
 * it. Nothing but the wiring is here: web/start.ts, which lists them, is loaded by the browser too.
 */
export const operationsMiddleware = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.operations(request, async () => (await next()).response),
)
export const compressionMiddleware = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.compression(request, async () => (await next()).response),
)
export const entryMiddleware = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.entry(request, async () => (await next()).response),
)
export const responseCacheMiddleware = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.responseCache(request, async () => (await next()).response),
)
export const pagePolicyMiddleware = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.pagePolicy(request, async () => (await next()).response),
)
