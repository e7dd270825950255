import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(false)

/** SPEC §7 POST /api/leads: body `{lead:{…}}` → 201 `{id}`; errors `{error}` (web/server/leads/lead-handlers.server.ts). */
export const Route = createFileRoute('/api/leads')({
  server: { handlers: { POST: routes.createLead, GET: methodNotAllowed('POST') } },
})
