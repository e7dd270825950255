import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(true)

/** As POST /api/carClarityCustomer in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/carClarityCustomer')({
  server: { handlers: { POST: routes.createCarClarityCustomer, GET: methodNotAllowed('POST') } },
})
