import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../../server/http/answers.ts'
import { createLeadEndpoints } from '../../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: true })

/** As POST /api/carClarityCustomer in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/carClarityCustomer')({
  server: { handlers: apiMethods({ POST: routes.createCarClarityCustomer }) },
})
