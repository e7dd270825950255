import { createMiddleware } from '@tanstack/react-start'

/**
 * The request pipeline (pipeline.ts) as Start's request middleware: it runs the process's pipeline from the
 * request's context (the server entry puts it there, web/server.ts) around what comes after it. Nothing but the
 * wiring is here: web/start.ts, which lists it, is loaded by the browser too.
 */
export const requestPipeline = createMiddleware().server(({ request, next, context }) =>
  context.pipeline.run(request, async () => (await next()).response),
)
