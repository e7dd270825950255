import { describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { memoryUploadStore, plainSigner, sequentialUploadIds } from '@domain/uploads/testing/memory-uploads.ts'
import type { LeadDelivery } from '@domain/ports/leads.port.ts'
import { createUploads } from './uploads.ts'

const NOW = Date.UTC(2026, 10, 23)
const pdf = new TextEncoder().encode('%PDF-1.4 resume')

function uploads() {
  const store = memoryUploadStore()
  return {
    store,
    use: createUploads({ store, signer: plainSigner, newId: sequentialUploadIds, clock: { now: () => NOW } }),
  }
}

const receive = (use: ReturnType<typeof uploads>['use'], tenant = 'demo-motors') =>
  use.receive({ tenant, field: 'resume', name: 'cv.pdf', origin: 'https://www.demomotors.com.au', bytes: pdf })

describe('uploads', () => {
  it('keeps a taken file for its tenant, and refuses a bad one without keeping anything', async () => {
    const { store, use } = uploads()
    const taken = await receive(use)
    expect(taken.ok && taken.value).toMatchObject({ name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength })
    const refused = await use.receive({
      tenant: 'demo-motors',
      field: 'resume',
      name: 'x.exe',
      origin: 'o',
      bytes: new TextEncoder().encode('MZ'),
    })
    expect(refused).toEqual({
      ok: false,
      problem: { code: 'unsupported_media_type', message: '"x.exe" is not a PDF or Word document.', field: 'file' },
    })
    expect(store.files.size).toBe(1)
  })

  it("a lead takes only its own site's uploads, not yet another lead's; name, type and size are the server's", async () => {
    const { use } = uploads()
    const mine = await receive(use)
    const theirs = await receive(use, 'kiwi-cars-nz')
    if (!mine.ok || !theirs.ok) throw new Error('upload refused')
    const lead = makeLeadPayload({
      attachments: [{ field: 'resume', upload_id: mine.value.id, name: 'forged.exe', type: 'text/html' }],
    })
    const resolved = await use.resolve('demo-motors', lead, null)
    expect(resolved.ok && resolved.value.attachments).toEqual([
      { field: 'resume', upload_id: mine.value.id, name: 'cv.pdf', type: 'application/pdf', size: pdf.byteLength },
    ])

    const other = await use.resolve(
      'demo-motors',
      makeLeadPayload({ attachments: [{ field: 'resume', upload_id: theirs.value.id }] }),
      null,
    )
    expect(other).toMatchObject({ ok: false, problem: { code: 'invalid', field: 'lead.attachments[0]' } })

    await use.bind('demo-motors', lead, 'lead-1')
    expect((await use.resolve('demo-motors', lead, 'lead-1')).ok).toBe(true)
    expect((await use.resolve('demo-motors', lead, null)).ok).toBe(false)
    expect((await use.resolve('demo-motors', lead, 'lead-2')).ok).toBe(false)
  })

  it('delivers each attachment with a signed link that expires in 14 days and fetches the file until then', async () => {
    const { use } = uploads()
    const taken = await receive(use)
    if (!taken.ok) throw new Error('upload refused')
    const sent: LeadDelivery[] = []
    const gateway = use.withLinks({
      deliver: async (d) => {
        sent.push(d)
        return { remoteId: null }
      },
    })
    const payload = makeLeadPayload({ attachments: [{ field: 'resume', upload_id: taken.value.id, name: 'cv.pdf' }] })
    await gateway.deliver({
      leadId: 'lead-1',
      version: 1,
      tenant: 'demo-motors',
      destination: 'server',
      payload,
      idempotencyKey: 'lead-1:1',
      remoteId: null,
      attempts: 0,
    })
    const expires = NOW / 1000 + 14 * 24 * 3600
    const attachment = sent[0]!.payload.attachments![0]!
    expect(attachment.url).toBe(
      `https://www.demomotors.com.au/api/uploads/${taken.value.id}?expires=${expires}&signature=demo-motors.${taken.value.id}.${expires}`,
    )
    expect(attachment.expires_at).toBe(new Date(expires * 1000).toISOString())

    const fetched = await use.fetch(
      'demo-motors',
      taken.value.id,
      String(expires),
      `demo-motors.${taken.value.id}.${expires}`,
    )
    expect(fetched.ok && new TextDecoder().decode(fetched.value.bytes)).toBe('%PDF-1.4 resume')
    expect(
      (await use.fetch('kiwi-cars-nz', taken.value.id, String(expires), `kiwi-cars-nz.${taken.value.id}.${expires}`))
        .ok,
    ).toBe(false)
    const past = NOW / 1000 - 1
    expect(
      (await use.fetch('demo-motors', taken.value.id, String(past), `demo-motors.${taken.value.id}.${past}`)).ok,
    ).toBe(false)
  })
})
