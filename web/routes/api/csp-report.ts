import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { cspReport } from '../../server/http/csp-report.ts'

/** Where browsers report Content-Security-Policy violations (web/server/http/content-security-policy.ts): logged (204), a client's and a site's share at a time (429 past it). */
export const Route = createFileRoute('/api/csp-report')({
  server: { handlers: apiMethods({ POST: cspReport }) },
})
