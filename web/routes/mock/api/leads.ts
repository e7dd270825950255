import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../../server/http/answers.ts'
import { createLeadEndpoints } from '../../../server/leads/lead-endpoints.ts'

const routes = createLeadEndpoints({ mock: true })

/** SPEC §7 "both lead calls are prefixed /mock in mock mode": as /api/leads in mock mode, 404 otherwise. */
export const Route = createFileRoute('/mock/api/leads')({
  server: { handlers: apiMethods({ POST: routes.createLead }) },
})
