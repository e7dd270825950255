import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(true)

/** SPEC §7 "both lead calls are prefixed /mock in mock mode": as /api/leads in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/leads')({
  server: { handlers: { POST: routes.createLead, GET: methodNotAllowed('POST') } },
})
