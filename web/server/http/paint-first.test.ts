import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loaderScript, paintFirst, paintFirstPage, paintedAnswer } from './paint-first.ts'

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

/** the rewrite written plainly, with regular expressions: the oracle paintFirstPage must agree with */
const byRegex = (html: string): string => {
  const preloads: string[] = []
  const out = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    preloads.push(href)
    return ''
  })
  return out.replace(
    /<script type="module" async="" src="([^"]+)">/,
    (_tag, src: string) => `<script>${loaderScript(preloads, src)}`,
  )
}

describe('paint first, then fetch the app', () => {
  it('moves the module preloads and the entry script into a loader that runs after the first frame', () => {
    expect(paintFirstPage(page)).toBe(rewritten)
    const loader = loaderScript(['/assets/index-A.js'], '/assets/index-A.js')
    expect(loader).toContain('requestAnimationFrame')
    expect(loader).toContain("document.visibilityState==='hidden'")
  })

  it("property: every module preload goes, wherever it is, and the loader adds them in the page's order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\/assets\/[a-z]{1,8}-[A-Za-z0-9]{1,8}\.js$/), { maxLength: 8 }),
        fc.nat(),
        (hrefs, at) => {
          const tags = hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`)
          const body = '<main><h1>Used cars</h1></main>'
          const split = at % (body.length + 1)
          // preloads in the head and one in the body, as a suspended part's would come
          const html =
            `<html><head>${tags.slice(1).join('')}</head><body>${body.slice(0, split)}${tags[0] ?? ''}${body.slice(split)}` +
            '<script type="module" async="" src="/assets/index-A.js"></script></body></html>'
          const out = paintFirstPage(html)
          expect(out).not.toContain('modulepreload"')
          const order = [...hrefs.slice(1), ...hrefs.slice(0, 1)]
          expect(out).toBe(
            `<html><head></head><body>${body}<script>${loaderScript(order, '/assets/index-A.js')}</script></body></html>`,
          )
        },
      ),
    )
  })

  it('property: the same rewrite as the regular expressions it replaced, on any mix of near-misses', () => {
    const pieces = fc.constantFrom(
      '<link rel="modulepreload" href="',
      '<script type="module" async="" src="',
      '"',
      '>',
      '/a.js',
      '"/>',
      '">',
      ' fetchPriority="low"',
      '<p>',
      'x',
      '<link rel="modulepreload" href=""/>',
      '<link rel="stylesheet" href="/s.css"/>',
      '<script type="mod',
      'ule" async="" src="',
      '<',
      '<link rel="modulepreload" href="/p.js">',
    )
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const html = parts.join('')
        expect(paintFirstPage(html)).toBe(byRegex(html))
      }),
      { numRuns: 5000 },
    )
  })

  it('the same rewrite where a removed preload joins or splits the entry script (markup no render writes)', () => {
    for (const html of [
      '<p><script type="mod<link rel="modulepreload" href="/p.js">ule" async="" src="/a.js"></script>',
      '<p><script type="module" async="" src="/a.js<link rel="modulepreload" href="/p.js">"></script>',
      '<link rel="modulepreload" href="/p.js" data-x=\'<script type="module" async="" src="/a.js">\'></script>',
      '<meta name="x"/><link rel="modulepreload" href="/p.js"/><script type="module" async="" src="/a.js"></script>',
    ]) {
      expect(paintFirstPage(html), html).toBe(byRegex(html))
    }
  })

  it('leaves a page without Start’s entry script as it was', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>a < b and c > d</p></body></html>'
    expect(paintFirstPage(plain)).toBe(plain)
  })

  it('no href can close the loader’s script element', () => {
    const loader = loaderScript(['/assets/</script><script>alert(1)//.js'], '/assets/index.js')
    expect(loader).not.toContain('</script>')
  })

  it('rewrites HTML answers only, keeps status and headers, and states the new length', async () => {
    const html = new Response(page, {
      status: 404,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(page.length),
        'x-tenant': 'demo-motors',
      },
    })
    const out = await paintFirst(html)
    expect(out.status).toBe(404)
    expect(out.headers.get('x-tenant')).toBe('demo-motors')
    expect(out.headers.get('content-length')).toBe(String(Buffer.byteLength(rewritten)))
    expect(await out.text()).toBe(rewritten)
    const json = new Response('{"a":"<link rel=\\"modulepreload\\" href=\\"x\\">"}', {
      headers: { 'content-type': 'application/json' },
    })
    expect(await paintFirst(json)).toBe(json)
  })

  it("a page rewritten as its answer is made (the render's) is passed on as it is, not rewritten again", async () => {
    const answer = paintedAnswer(page, {
      status: 404,
      statusText: '',
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
    })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(rewritten)))
    expect(await paintFirst(answer)).toBe(answer)
    expect(await answer.text()).toBe(rewritten)
  })
})
