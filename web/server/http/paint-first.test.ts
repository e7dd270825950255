import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loaderScript, paintFirst, paintFirstPage, paintFirstRewriter, paintedAnswer } from './paint-first.ts'

const page =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/index-A.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" fetchPriority="low"/>' +
  '<title>Demo Motors</title></head><body><main><h1>Used cars</h1><p>2 &lt; 3</p></main>' +
  '<script>$_TSR.router=1</script><script type="module" async="" src="/assets/index-A.js"></script></body></html>'

const rewritten =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<title>Demo Motors</title></head><body><main><h1>Used cars</h1><p>2 &lt; 3</p></main>' +
  `<script>$_TSR.router=1</script><script>${loaderScript(['/assets/index-A.js', '/assets/framework-B.js'], '/assets/index-A.js')}</script></body></html>`

const whole = (html: string) => {
  const r = paintFirstRewriter()
  return r.push(html) + r.end()
}

describe('paint first, then fetch the app', () => {
  it('moves the module preloads and the entry script into a loader that runs after the first frame', () => {
    expect(whole(page)).toBe(rewritten)
    const loader = loaderScript(['/assets/index-A.js'], '/assets/index-A.js')
    expect(loader).toContain('requestAnimationFrame')
    expect(loader).toContain("document.visibilityState==='hidden'")
  })

  it('property: however the stream is cut into chunks, the result is the same', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: page.length - 1 }), { maxLength: 40 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), page.length]
        const r = paintFirstRewriter()
        let out = ''
        for (let i = 0; i < points.length - 1; i++) out += r.push(page.slice(points[i], points[i + 1]))
        out += r.end()
        expect(out).toBe(rewritten)
      }),
    )
  })

  it('leaves a page without Start’s entry script as it was', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>a < b and c > d</p></body></html>'
    expect(whole(plain)).toBe(plain)
  })

  it('no href can close the loader’s script element', () => {
    const loader = loaderScript(['/assets/</script><script>alert(1)//.js'], '/assets/index.js')
    expect(loader).not.toContain('</script>')
  })

  it('rewrites HTML answers only, keeps status and headers, and states the new length', async () => {
    const html = new Response(page, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length), 'x-tenant': 'demo-motors' } })
    const out = await paintFirst(html)
    expect(out.status).toBe(404)
    expect(out.headers.get('x-tenant')).toBe('demo-motors')
    expect(out.headers.get('content-length')).toBe(String(Buffer.byteLength(rewritten)))
    expect(await out.text()).toBe(rewritten)
    const json = new Response('{"a":"<link rel=\\"modulepreload\\" href=\\"x\\">"}', { headers: { 'content-type': 'application/json' } })
    expect(await paintFirst(json)).toBe(json)
  })

  it('the page rewritten whole is the page rewritten chunk by chunk', () => {
    expect(paintFirstPage(page)).toBe(rewritten)
  })

  it('a page rewritten as its answer is made (the render\'s) is passed on as it is, not rewritten again', async () => {
    const answer = paintedAnswer(page, { status: 404, statusText: '', headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }) })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(rewritten)))
    expect(await paintFirst(answer)).toBe(answer)
    expect(await answer.text()).toBe(rewritten)
  })
})
