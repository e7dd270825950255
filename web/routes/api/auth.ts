import { createFileRoute } from '@tanstack/react-router'
import { getSession, signOut } from '../../vehicle/auth-routes.server.ts'

/** SPEC §7 GET /api/auth (same origin) → `{user, watchlist}`; DELETE signs out. */
export const Route = createFileRoute('/api/auth')({
  server: { handlers: { GET: getSession, DELETE: signOut } },
})
