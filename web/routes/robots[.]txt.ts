import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from './-seo/seo.server.ts'

/** Per-tenant robots.txt (tenant from the Host header; unknown host → 404). */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: ({ request, context }) => robotsResponse(context, request) } },
})
