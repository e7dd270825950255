import { createFileRoute } from '@tanstack/react-router'

/** Generated demo pictures: /demo-images/{tenant}/{carId}/{n}.svg, /demo-images/default.svg, /demo-images/coming-soon.svg. */
export const Route = createFileRoute('/demo-images/$')({
  server: {
    handlers: {
      GET: ({ request, context }) => context.app.content.images.demoPicture(request),
      HEAD: ({ request, context }) => context.app.content.images.demoPicture(request),
    },
  },
})
