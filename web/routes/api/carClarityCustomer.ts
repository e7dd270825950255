import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { createLeadEndpoints } from '../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: false })

/** SPEC §7 POST /api/carClarityCustomer: the same `{lead}` envelope, delivered to Car Clarity → 201 `{id}`. */
export const Route = createFileRoute('/api/carClarityCustomer')({
  server: { handlers: apiMethods({ POST: routes.createCarClarityCustomer }) },
})
