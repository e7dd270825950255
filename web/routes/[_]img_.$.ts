import { createFileRoute } from '@tanstack/react-router'

/** SPEC §7 image optimiser, the path form: GET /_img/{width}{source path} (contract in domain/images/image-request.ts). */
export const Route = createFileRoute('/_img_/$')({
  server: {
    handlers: {
      GET: ({ request, context }) => context.app.content.images.optimise(request),
      HEAD: ({ request, context }) => context.app.content.images.optimise(request),
    },
  },
})
