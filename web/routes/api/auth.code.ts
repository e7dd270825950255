import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { requestCode } from '../../vehicle/auth-routes.server.ts'

/** POST /api/auth/code `{email}` → a one-time sign-in code is sent. */
export const Route = createFileRoute('/api/auth/code')({
  server: { handlers: apiMethods({ POST: requestCode }) },
})
