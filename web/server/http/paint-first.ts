/**
 * Paint first, then fetch the app. The server-rendered page is complete without JavaScript; its script only
 * makes it interactive. Start's page head asks for every module of the app up front (module preloads) and its
 * body ends with the app's entry script, so on a phone's connection about 200 KB of script raced the page's own
 * picture and stylesheet for the same bandwidth, and the largest paint waited for it (Lighthouse traces: the
 * listing's first car photo at about 3 s instead of 1.2 s). This rewrites the rendered HTML so the same preloads
 * and entry script are added by a tiny inline loader once the browser has painted: nothing else changes, and a
 * page whose markup does not match is passed through untouched.
 */
import { htmlAnswer, htmlOf } from './html-answer.ts'
import { boundedMap } from '@domain/kernel/bounded-map.ts'

/** how Start's module preloads and entry script begin (React writes attributes in this form) */
const PRELOAD = '<link rel="modulepreload" href="'
const ENTRY = '<script type="module" async="" src="'

/** The inline script that adds the preloads and the entry after the first frame (at once in a hidden tab). */
export function loaderScript(preloads: readonly string[], entry: string): string {
  // JSON inside a <script>: '<' escaped so no href can close the element
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return (
    `(()=>{let d=0;const go=()=>{if(d)return;d=1;const h=document.head;` +
    `for(const u of ${json(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)}` +
    `const s=document.createElement('script');s.type='module';s.src=${json(entry)};h.appendChild(s)};` +
    `if(document.visibilityState==='hidden')go();else{requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,1000)}})()`
  )
}

/**
 * The whole rewrite of a page's text (pages are rendered whole: page-render.tsx): the preloads taken out wherever
 * they are, the entry script replaced by the loader, which its original closing tag now closes. Found with
 * `indexOf` and put together from slices of the page: the two regular-expression replaces it was before each
 * copied the whole page (a listing's 60 KB twice a view), and the answer's encoding flattens the slices once anyway.
 */
export function paintFirstPage(html: string): string {
  const preloads: string[] = []
  let out = ''
  let from = 0 // the page's text up to here is in `out`
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, Math.max(at + 1, from))) {
    // as /<link rel="modulepreload" href="([^"]+)"[^>]*>/g: a non-empty href, then up to the tag's first '>'
    const href = at + PRELOAD.length
    const hrefEnd = html.indexOf('"', href)
    if (hrefEnd <= href) continue
    const end = html.indexOf('>', hrefEnd + 1)
    if (end === -1) break
    preloads.push(html.slice(href, hrefEnd))
    out += html.slice(from, at)
    from = end + 1
  }
  out = from === 0 ? html : out + html.slice(from)
  // as /<script type="module" async="" src="([^"]+)">/, its first match
  for (let at = out.indexOf(ENTRY); at !== -1; at = out.indexOf(ENTRY, at + 1)) {
    const src = at + ENTRY.length
    const srcEnd = out.indexOf('"', src)
    if (srcEnd === -1) break
    if (srcEnd === src || out.charCodeAt(srcEnd + 1) !== 0x3e /* > */) continue
    return `${out.slice(0, at)}<script>${loaderScriptOf(preloads, out.slice(src, srcEnd))}${out.slice(srcEnd + 2)}`
  }
  return out
}

/** One loader text per set of preloads and entry (a route family's): built once, and the same string every time. */
const loaders = boundedMap<string, string>(500)
const loaderScriptOf = (preloads: readonly string[], entry: string): string =>
  loaders.ensure(`${entry} ${preloads.join(' ')}`, () => loaderScript(preloads, entry))

/** Answers already rewritten when they were made (paintedAnswer): the rewrite is not done twice. */
const painted = new WeakSet<Response>()

/**
 * The HTML answer of a page rendered whole (web/server/http/page-render.tsx), rewritten as it is made: one answer
 * instead of the render's and then the rewrite's, each with its own headers.
 */
export function paintedAnswer(html: string, from: Parameters<typeof htmlAnswer>[1]): Response {
  const answer = htmlAnswer(paintFirstPage(html), from)
  painted.add(answer)
  return answer
}

/**
 * Applies the rewrite to a server-rendered HTML answer (read whole: pages are rendered whole); an answer already
 * rewritten, and anything but uncompressed HTML, is returned as it is.
 */
export async function paintFirst(response: Response): Promise<Response> {
  if (painted.has(response)) return response
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  if (response.headers.has('content-encoding')) return response
  return htmlAnswer(paintFirstPage(await htmlOf(response)), response)
}
