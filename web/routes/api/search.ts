import { createFileRoute } from '@tanstack/react-router'
import { apiMethods, outcomeAnswer } from '../../server/http/answers.ts'
import { readJsonBody } from '../../server/http/json-body.ts'
import { forTenant } from '../../server/http/request-tenant.ts'

/** A search body is a few hundred bytes; 32 KB holds any legitimate filter set. */
const MAX_SEARCH_BODY_BYTES = 32 * 1024

/**
 * The browser's same-origin search call: POST a SearchRequest-like body; the tenant from the Host header only.
 * Bad input → 400 JSON, unknown host → 404, engine failure → 503 (SPEC §8: the page shows its error state).
 */
export const Route = createFileRoute('/api/search')({
  server: {
    handlers: apiMethods({
      POST: forTenant(async (tenant, { request, context }) => {
        const body = await readJsonBody(request, MAX_SEARCH_BODY_BYTES)
        if (!body.ok) return body.response
        return outcomeAnswer(await context.app.search.shopperSearch(tenant.site, body.value))
      }),
    }),
  },
})
