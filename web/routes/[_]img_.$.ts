import { createFileRoute } from '@tanstack/react-router'
import { OPTIMISER_HANDLERS } from './-images/optimiser-handlers.ts'

/** SPEC §7 image optimiser, the path form: GET /_img/{width}{source path} (contract in domain/images/image-request.ts). */
export const Route = createFileRoute('/_img_/$')({
  server: { handlers: OPTIMISER_HANDLERS },
})
