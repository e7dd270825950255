import { createFileRoute } from '@tanstack/react-router'

/** SPEC §7 image optimiser: GET /_img?url=…&w=…&q=…[&social=1] (contract in domain/images/image-request.ts). */
export const Route = createFileRoute('/_img')({
  server: {
    handlers: {
      GET: ({ request, context }) => context.app.content.images.optimise(request),
      HEAD: ({ request, context }) => context.app.content.images.optimise(request),
    },
  },
})
