import { createFileRoute } from '@tanstack/react-router'
import { imageOptimiser } from './-images/image-optimiser.server.ts'

/** SPEC §7 image optimiser: GET /_img?url=…&w=…&q=…[&social=1] (contract in domain/images/image-request.ts). */
export const Route = createFileRoute('/_img')({
  server: {
    handlers: {
      GET: ({ request }) => imageOptimiser().handle(request),
      HEAD: ({ request }) => imageOptimiser().handle(request),
    },
  },
})
