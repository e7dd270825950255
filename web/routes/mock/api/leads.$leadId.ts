import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(true)

/** As PUT /api/leads/{lead_id} in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/leads/$leadId')({
  server: { handlers: { PUT: routes.updateLead, GET: methodNotAllowed('PUT') } },
})
