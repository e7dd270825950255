import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../../server/http/answers.ts'
import { createLeadEndpoints } from '../../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: true })

/** As PUT /api/leads/{lead_id} in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/leads/$leadId')({
  server: { handlers: apiMethods({ PUT: routes.updateLead }) },
})
