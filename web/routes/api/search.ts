import { createFileRoute } from '@tanstack/react-router'
import { handleSearch, searchMethodNotAllowed } from '../../search/search-endpoint.server.ts'

/** The browser's same-origin search call: POST a SearchRequest-like body; tenant from the Host header. */
export const Route = createFileRoute('/api/search')({
  server: { handlers: { POST: ({ request }) => handleSearch(request), GET: searchMethodNotAllowed } },
})
