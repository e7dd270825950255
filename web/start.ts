import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { malformedServerFnCalls } from './server/http/malformed-requests.ts'

/**
 * Start's options: its default CSRF check on server functions (kept, since naming any request middleware
 * replaces the default), then malformed calls answered 4xx (web/server/http/malformed-requests.ts).
 */
export const startInstance = createStart(() => ({
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }), malformedServerFnCalls],
}))
