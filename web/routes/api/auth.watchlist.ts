import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { saveWatchlist } from '../../vehicle/auth-routes.server.ts'

/** PUT /api/auth/watchlist `{watchlist}` → the signed-in shopper's saved cars, kept on the server. */
export const Route = createFileRoute('/api/auth/watchlist')({
  server: { handlers: apiMethods({ PUT: saveWatchlist }) },
})
