import { describe, expect, it } from 'vitest'
import { createUploads } from '@application/uploads/uploads.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { memoryUploadStore, plainSigner, sequentialUploadIds } from '@domain/uploads/testing/memory-uploads.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { RequestContext } from '../request-context.ts'
import { receiveUpload } from './upload-endpoints.ts'

const MB = 1024 * 1024

function context() {
  const store = memoryUploadStore()
  const site = makeSite({ slug: 'demo-motors' })
  const app = {
    tenants: { resolve: () => ({ kind: 'tenant', slug: 'demo-motors' }), bySlug: () => ({ site }) },
    uploads: createUploads({
      store,
      signer: plainSigner,
      newId: sequentialUploadIds,
      clock: { now: () => 0 },
      limiter: unlimited,
    }),
  }
  return { store, context: { app } as unknown as RequestContext }
}

/** A body of `size` bytes that starts as a JPEG, streamed without a declared length. */
function stream(size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const chunk = new Uint8Array(Math.min(MB, size - sent))
      if (sent === 0) chunk.set([0xff, 0xd8, 0xff])
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
}

const post = (body: ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}) =>
  new Request('http://demo-motors.localhost/api/uploads?field=photos', {
    method: 'POST',
    body,
    headers: { host: 'demo-motors.localhost', 'x-file-name': 'car.jpg', ...headers },
    duplex: 'half',
  } as RequestInit)

describe("POST /api/uploads: the route's own size limit (10 MB)", () => {
  it('takes a photo of 10 MB', async () => {
    const { store, context: ctx } = context()
    const answer = await receiveUpload({ request: post(stream(10 * MB)), context: ctx })
    expect(answer.status).toBe(201)
    expect(store.files.size).toBe(1)
  })

  it('refuses a larger one while reading it (no length declared) and by its declared length, keeping nothing', async () => {
    const { store, context: ctx } = context()
    for (const request of [post(stream(10 * MB + 1)), post(null, { 'content-length': String(11 * MB) })]) {
      const answer = await receiveUpload({ request, context: ctx })
      expect(answer.status).toBe(413)
      expect(await answer.json()).toEqual({
        error: '"car.jpg" is larger than 10 MB; attach a smaller file.',
        field: 'file',
      })
    }
    expect(store.files.size).toBe(0)
  })
})
