import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(false)

/** SPEC §7 PUT /api/leads/{lead_id}: a further version of the lead → `{id}`. */
export const Route = createFileRoute('/api/leads/$leadId')({
  server: { handlers: { PUT: routes.updateLead, GET: methodNotAllowed('PUT') } },
})
