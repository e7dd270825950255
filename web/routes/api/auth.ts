import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { getSession, signOut } from '../../vehicle/auth-routes.server.ts'

/** SPEC §7 GET /api/auth (same origin) → `{user, watchlist}`; DELETE signs out. */
export const Route = createFileRoute('/api/auth')({
  server: { handlers: apiMethods({ GET: getSession, DELETE: signOut }) },
})
