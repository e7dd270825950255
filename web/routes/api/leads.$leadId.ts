import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { createLeadEndpoints } from '../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: false })

/** SPEC §7 PUT /api/leads/{lead_id}: a further version of the lead → `{id}`. */
export const Route = createFileRoute('/api/leads/$leadId')({
  server: { handlers: apiMethods({ PUT: routes.updateLead }) },
})
