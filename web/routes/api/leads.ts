import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { createLeadEndpoints } from '../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: false })

/** SPEC §7 POST /api/leads: body `{lead:{…}}` → 201 `{id}`; errors `{error}` (application/leads/lead-intake.ts). */
export const Route = createFileRoute('/api/leads')({
  server: { handlers: apiMethods({ POST: routes.createLead }) },
})
