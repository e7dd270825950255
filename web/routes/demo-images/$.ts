import { createFileRoute } from '@tanstack/react-router'
import { serveDemoImage } from '../-images/demo-image-source.server.ts'

/** Generated demo pictures: /demo-images/{tenant}/{carId}/{n}.svg, /demo-images/default.svg, /demo-images/coming-soon.svg. */
export const Route = createFileRoute('/demo-images/$')({
  server: {
    handlers: {
      GET: ({ request }) => serveDemoImage(request),
      HEAD: ({ request }) => serveDemoImage(request),
    },
  },
})
