import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed } from '../../server/http/answers.ts'
import { verifyCode } from '../../vehicle/auth-handlers.server.ts'

/** POST /api/auth/verify `{email, code}` → `{user, watchlist}` and the session cookie. */
export const Route = createFileRoute('/api/auth/verify')({
  server: { handlers: { POST: verifyCode, GET: methodNotAllowed('POST') } },
})
