import { createFileRoute } from '@tanstack/react-router'
import { handleSearchToken } from '../../search/search-token.server.ts'

/** The browser's search grant: a short-lived tenant token for direct search (live), or 'proxy' (use /api/search). */
export const Route = createFileRoute('/api/search-token')({
  server: { handlers: { GET: () => handleSearchToken() } },
})
