import { createFileRoute } from '@tanstack/react-router'
import { apiMethods, jsonAnswer } from '../../server/http/answers.ts'
import { forTenant } from '../../server/http/request-tenant.ts'

/**
 * The browser's search grant for the request's tenant (Host header only): a short-lived tenant token for direct
 * search, or 'proxy' (use /api/search). Never the search or admin key; not cached by anyone (no-store).
 */
export const Route = createFileRoute('/api/search-token')({
  server: {
    handlers: apiMethods({
      GET: forTenant(async (tenant, { context }) => jsonAnswer(200, await context.app.search.grant(tenant.site))),
    }),
  },
})
