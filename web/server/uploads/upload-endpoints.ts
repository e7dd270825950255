import { MAX_UPLOAD_BYTES } from '@domain/uploads/upload-rules.ts'
import { errorAnswer, jsonAnswer, problemAnswer } from '../http/answers.ts'
import { forTenant, tenantOfRequest } from '../http/request-tenant.ts'
import type { RequestContext } from '../request-context.ts'
import { requestOrigin } from '../http/request-origin.ts'
import { clientKey, socketAddress } from '../http/client-key.ts'
import { bytesAtMost } from '../http/body-limit.ts'

/** The header carrying the file's name (URI-encoded): the body is the file itself, nothing else. */
export const FILE_NAME_HEADER = 'x-file-name'

/** The file's bytes, at most `max`: refused by Content-Length before reading, and again while reading. */
async function readBytes(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  return declared > max ? null : bytesAtMost(request.body, max)
}

/**
 * POST /api/uploads?field={field}: the body is one file (at most MAX_UPLOAD_BYTES, this route's own limit: 10 MB),
 * its name in X-File-Name. 201 `{id, reference, name, type, size}`; 413/415/422 `{error}` saying what was refused;
 * 429 with Retry-After for a client over its upload rate (checked before the body is read).
 */
export const receiveUpload = forTenant(async (tenant, { request, context }) => {
  const admitted = await context.app.uploads.admit(clientKey(request, socketAddress()))
  if (!admitted.ok) return problemAnswer(admitted.problem)
  const url = new URL(request.url)
  const field = url.searchParams.get('field') ?? ''
  let name = ''
  try {
    name = decodeURIComponent(request.headers.get(FILE_NAME_HEADER) ?? '')
  } catch {
    return errorAnswer(400, 'The X-File-Name header is not a URI-encoded name', { field: 'file' })
  }
  const bytes = await readBytes(request, MAX_UPLOAD_BYTES)
  if (!bytes)
    return errorAnswer(
      413,
      `"${name || 'The file'}" is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; attach a smaller file.`,
      { field: 'file' },
    )
  const outcome = await context.app.uploads.receive({
    tenant: tenant.site.slug,
    field,
    name,
    origin: requestOrigin(request),
    bytes,
  })
  return outcome.ok ? jsonAnswer(201, outcome.value) : problemAnswer(outcome.problem)
})

/**
 * GET /api/uploads/{id}?expires=&signature=: the file behind a delivered link, for the site it was uploaded to, as
 * a download that no browser runs or renders as a page.
 */
export async function fetchUpload({
  request,
  context,
  params,
}: {
  request: Request
  context: RequestContext
  params: { uploadId: string }
}): Promise<Response> {
  const tenant = tenantOfRequest(context.app.tenants, request)
  if (!tenant) return errorAnswer(404, 'Not found')
  const url = new URL(request.url)
  const outcome = await context.app.uploads.fetch(
    tenant.site.slug,
    params.uploadId,
    url.searchParams.get('expires'),
    url.searchParams.get('signature'),
  )
  if (!outcome.ok) return problemAnswer(outcome.problem)
  const { name, mime, bytes } = outcome.value
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': mime,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  })
}
