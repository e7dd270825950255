import { createFileRoute } from '@tanstack/react-router'
import { apiMethods } from '../../server/http/answers.ts'
import { receiveUpload } from '../../server/uploads/upload-endpoints.ts'

/** POST /api/uploads?field=resume|photos|photo: one file attached to a lead form (web/server/uploads). */
export const Route = createFileRoute('/api/uploads')({
  server: { handlers: apiMethods({ POST: receiveUpload }) },
})
