import { createHmac } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeBuilt, suiteServer } from './support/production-server.ts'
import { realJpeg, realPdf } from '../support/real-files.ts'
import { UPLOAD_RATE_LIMIT } from '@application/uploads/uploads.ts'

/**
 * Issue 17 item 17 over HTTP, against the production server: POST /api/uploads takes a file of a listed type and
 * size for the request's site and refuses anything else with a message saying why; GET /api/uploads/{id} answers
 * the file only behind a link signed for that site and not expired, as a download.
 */
const SECRET = 'upload-links-test-secret'
const sign = (tenant: string, id: string, expires: number) =>
  createHmac('sha256', SECRET).update(`${tenant}/${id}/${expires}`).digest('base64url')
const upload = (name: string) =>
  ({ headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) } }) as const
const path = (field: string) => `/api/uploads?field=${field}`

describeBuilt('the upload endpoint', () => {
  // behind a trusted proxy on loopback, X-Forwarded-For names the sender: each test counts against its own address
  const server = suiteServer({ UPLOAD_SECRET: SECRET, TRUST_PROXY: 'loopback' })

  it('takes a résumé for the site and answers its reference; the signed link fetches it as a download, on that site only', async () => {
    const answer = await server.send('POST', path('resume'), { ...upload('Pat CV.pdf'), body: '%PDF-1.4 the resume' })
    expect(answer.status).toBe(201)
    const taken = JSON.parse(answer.body)
    expect(taken).toMatchObject({ name: 'Pat CV.pdf', type: 'application/pdf', size: 19 })
    expect(taken.reference).toBe(`upload:${taken.id}`)

    const expires = Math.floor(Date.now() / 1000) + 600
    const link = `/api/uploads/${taken.id}?expires=${expires}&signature=${sign('demo-motors', taken.id, expires)}`
    const file = await server.send('GET', link)
    expect(file.status).toBe(200)
    expect(file.body).toBe('%PDF-1.4 the resume')
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Pat%20CV.pdf`)
    expect(file.headers['x-content-type-options']).toBe('nosniff')

    // another site, a changed signature, an expired link: nothing
    expect((await server.send('GET', link, { host: 'kiwi-cars-nz.localhost' })).status).toBe(404)
    const past = Math.floor(Date.now() / 1000) - 1
    expect(
      (
        await server.send(
          'GET',
          `/api/uploads/${taken.id}?expires=${past}&signature=${sign('demo-motors', taken.id, past)}`,
        )
      ).status,
    ).toBe(404)
    expect((await server.send('GET', link.replace(/signature=.{4}/, 'signature=AAAA'))).status).toBe(404)
    expect((await server.send('GET', `/api/uploads/${taken.id}`)).status).toBe(404)
  })

  it('refuses each bad file with a message saying why (5 requests)', async () => {
    const cases = [
      [path('resume'), 'cv.pdf', 'MZ this is a program', 415, '"cv.pdf" is not a PDF or Word document.'],
      [path('resume'), 'cv.pdf.exe', '%PDF-1.4 x', 415, '"cv.pdf.exe" is not a PDF or Word document.'],
      [path('photos'), 'car.jpg', '#!/bin/sh', 415, '"car.jpg" is not JPEG, PNG, WebP or HEIC photos.'],
      [path('resume'), 'cv.pdf', '', 422, '"cv.pdf" is empty.'],
      [path('message'), 'cv.pdf', '%PDF-1.4 x', 422, 'This form has no file field "message".'],
    ] as const
    for (const [to, name, body, status, error] of cases) {
      const answer = await server.send('POST', to, { ...upload(name), body })
      expect(answer.status, name).toBe(status)
      expect(JSON.parse(answer.body), name).toMatchObject({ error })
    }
  })

  it('answers 404 for a host that is no site (the size limit is tested on the handler: web/server/uploads)', async () => {
    const nowhere = await server.send('POST', path('resume'), {
      ...upload('cv.pdf'),
      host: 'nowhere.example',
      body: '%PDF-1.4 x',
    })
    expect(nowhere.status).toBe(404)
  })

  it('takes a real-size résumé (a 250 KB PDF) and a phone photo of a few MB on two sites, each kept whole', async () => {
    const pdf = realPdf(250 * 1024)
    const photo = await realJpeg(3 * 1024 * 1024)
    for (const [i, host] of ['demo-motors.localhost', 'kiwi-cars-nz.localhost'].entries()) {
      const from = { 'x-forwarded-for': `198.51.100.${10 + i}` }
      for (const [field, name, body, type] of [
        ['resume', 'Pat Tester CV.pdf', pdf, 'application/pdf'],
        ['photos', 'front.jpg', photo, 'image/jpeg'],
      ] as const) {
        const answer = await server.send('POST', path(field), {
          host,
          headers: { ...upload(name).headers, ...from },
          body,
        })
        expect(answer.status, `${host} ${field}: ${answer.body}`).toBe(201)
        expect(JSON.parse(answer.body)).toMatchObject({ type, size: body.byteLength })
      }
    }
  })

  it('refuses a photo over 10 MB by its declared length with 413 and a message, before any of it is sent', async () => {
    const big = await realJpeg(11 * 1024 * 1024)
    // the headers alone: the answer comes before the body would be read (sending it too races the closed socket)
    const answer = await server.send('POST', path('photos'), {
      headers: { ...upload('huge.jpg').headers, 'x-forwarded-for': '198.51.100.20' },
      body: big,
      headersOnly: true,
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error).toMatch(/larger than/)
  })

  it('holds one client to its upload rate, all at once, with 429 and Retry-After; another client is not held', async () => {
    const pdf = realPdf(200 * 1024)
    const send = (client: string) =>
      server.send('POST', path('resume'), {
        headers: { ...upload('cv.pdf').headers, 'x-forwarded-for': client },
        body: pdf,
      })
    const started = Date.now()
    const answers = await Promise.all(Array.from({ length: 2 * UPLOAD_RATE_LIMIT.capacity }, () => send('203.0.113.7')))
    const minutes = (Date.now() - started) / 60_000
    const taken = answers.filter((a) => a.status === 201).length
    const held = answers.filter((a) => a.status === 429)
    expect(taken + held.length).toBe(answers.length)
    expect(taken).toBeGreaterThanOrEqual(UPLOAD_RATE_LIMIT.capacity)
    // the bucket refills while the requests are answered: at most that many more
    expect(taken).toBeLessThanOrEqual(
      UPLOAD_RATE_LIMIT.capacity + Math.ceil(minutes * UPLOAD_RATE_LIMIT.refillPerMinute),
    )
    expect(held.length).toBeGreaterThan(0)
    for (const answer of held) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(JSON.parse(answer.body).error).toMatch(/^Too many files sent; try again in \d+ s\.$/)
    }
    expect((await send('203.0.113.8')).status).toBe(201)
  })
})
