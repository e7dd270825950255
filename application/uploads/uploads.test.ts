import { describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { memoryUploadStore, plainSigner, sequentialUploadIds } from '@domain/uploads/testing/memory-uploads.ts'
import type { LeadDelivery } from '@domain/ports/leads.port.ts'
import { unlimited, type RateLimiter } from '@domain/ports/rate-limiter.port.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { UNBOUND_UPLOAD_MS } from '@domain/uploads/upload-rules.ts'
import { UPLOAD_RATE_LIMIT, createUploads } from './uploads.ts'

const NOW = Date.UTC(2026, 10, 23)
const pdf = new TextEncoder().encode('%PDF-1.4 resume')

/** The use case over a memory store, its clock set by hand (`clock.at`). */
function uploads(limiter: RateLimiter = unlimited) {
  const store = memoryUploadStore()
  const clock = { at: NOW, now: () => clock.at }
  return {
    store,
    clock,
    use: createUploads({ store, signer: plainSigner, newId: sequentialUploadIds, clock, limiter }),
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

  it('holds a client to its upload rate with when to come back; other clients are not held, and time refills it', async () => {
    const { use, clock } = uploads(createMemoryRateLimiter(UPLOAD_RATE_LIMIT))
    for (let i = 0; i < UPLOAD_RATE_LIMIT.capacity; i++) expect((await use.admit('203.0.113.7')).ok).toBe(true)
    const held = await use.admit('203.0.113.7')
    const wait = Math.ceil(60 / UPLOAD_RATE_LIMIT.refillPerMinute)
    expect(held).toEqual({
      ok: false,
      problem: {
        code: 'too_many',
        message: `Too many files sent; try again in ${wait} s.`,
        retryAfterSeconds: wait,
        field: 'file',
      },
    })
    expect((await use.admit('203.0.113.8')).ok).toBe(true)
    clock.at += wait * 1000
    expect((await use.admit('203.0.113.7')).ok).toBe(true)
  })
})

describe('the sweep of files never attached to a lead', () => {
  it(`deletes an upload no lead took once it is older than ${UNBOUND_UPLOAD_MS / 3_600_000} hours, on every site; a lead's stay`, async () => {
    const { store, clock, use } = uploads()
    const bound = await receive(use)
    const loose = await receive(use)
    const elsewhere = await receive(use, 'kiwi-cars-nz')
    if (!bound.ok || !loose.ok || !elsewhere.ok) throw new Error('upload refused')
    await use.bind(
      'demo-motors',
      makeLeadPayload({ attachments: [{ field: 'resume', upload_id: bound.value.id }] }),
      'lead-1',
    )
    clock.at = NOW + 60_000
    const later = await receive(use)
    if (!later.ok) throw new Error('upload refused')

    clock.at = NOW + UNBOUND_UPLOAD_MS
    expect(await use.sweep()).toBe(0)
    expect(store.files.size).toBe(4)

    clock.at = NOW + UNBOUND_UPLOAD_MS + 1
    expect(await use.sweep()).toBe(2)
    expect([...store.files.values()].map((f) => f.record.id).sort()).toEqual([bound.value.id, later.value.id].sort())
    // a lead naming a swept file is refused as for any unknown upload
    const late = makeLeadPayload({ attachments: [{ field: 'resume', upload_id: loose.value.id }] })
    expect(await use.resolve('demo-motors', late, null)).toMatchObject({ ok: false, problem: { code: 'invalid' } })

    clock.at = NOW + 60_000 + UNBOUND_UPLOAD_MS + 1
    expect(await use.sweep()).toBe(1)
    expect([...store.files.keys()]).toEqual([`demo-motors/${bound.value.id}`])
  })
})
