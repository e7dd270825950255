import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { anyCodePoint } from '@domain/kernel/testing/any-code-point.ts'
import { WHOLE_BYTES, bytesOf, htmlAnswer, htmlOf, isHtmlAnswer } from './html-answer.ts'

const from = { status: 200, statusText: '', headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }) }

describe('an HTML answer rendered whole', () => {
  it('property: carries the UTF-8 bytes of its text, which its body and Content-Length agree with', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: anyCodePoint }), async (html) => {
        const answer = htmlAnswer(html, from)
        const bytes = (answer as unknown as Record<symbol, Buffer>)[WHOLE_BYTES]!
        expect(bytes.equals(Buffer.from(html))).toBe(true)
        expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength))
        expect(await bytesOf(answer)).toBe(bytes)
        expect(await htmlOf(answer)).toBe(html)
        expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it('has headers of its own: a change to either side is not seen by the other', () => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-route': 'car' })
    const answer = htmlAnswer('<p>ok</p>', { status: 404, statusText: '', headers })
    answer.headers.set('x-route', 'changed')
    headers.set('x-later', 'yes')
    expect(headers.get('x-route')).toBe('car')
    expect(headers.has('content-length')).toBe(false)
    expect(answer.headers.has('x-later')).toBe(false)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('reads any other answer from its body', async () => {
    const other = new Response('<p>2 &lt; 3 — ok</p>', from)
    expect(isHtmlAnswer(other)).toBe(false)
    expect((await bytesOf(other)).toString()).toBe('<p>2 &lt; 3 — ok</p>')
  })
})
