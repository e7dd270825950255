import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { verifyCode } from '../../vehicle/auth-routes.server.ts'

/** POST /api/auth/verify `{email, code}` → `{user, watchlist}` and the session cookie. */
export const Route = createFileRoute('/api/auth/verify')({
  server: { handlers: apiMethods({ POST: verifyCode }) },
})
