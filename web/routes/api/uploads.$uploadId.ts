import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { fetchUpload } from '../../server/uploads/upload-endpoints.ts'

/** GET /api/uploads/{id}?expires=&signature=: an attached file behind the signed link delivered with its lead. */
export const Route = createFileRoute('/api/uploads/$uploadId')({
  server: { handlers: apiMethods({ GET: fetchUpload }) },
})
