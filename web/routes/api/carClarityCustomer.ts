import { createFileRoute } from '@tanstack/react-router'
import { leadRoutes, methodNotAllowed } from '../../server/leads/lead-routes.server.ts'

const routes = leadRoutes(false)

/** SPEC §7 POST /api/carClarityCustomer: the same `{lead}` envelope, delivered to Car Clarity → 201 `{id}`. */
export const Route = createFileRoute('/api/carClarityCustomer')({
  server: { handlers: { POST: routes.createCarClarityCustomer, GET: methodNotAllowed('POST') } },
})
