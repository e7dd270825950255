import { createFileRoute } from '@tanstack/react-router'
import { OPTIMISER_HANDLERS } from './-images/optimiser-handlers.ts'

/** SPEC §7 image optimiser: GET /_img?url=…&w=…&q=…[&social=1] (contract in domain/images/image-request.ts). */
export const Route = createFileRoute('/_img')({
  server: { handlers: OPTIMISER_HANDLERS },
})
