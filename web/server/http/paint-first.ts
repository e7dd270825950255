/**
 * Paint first, then fetch the app. The server-rendered page is complete without JavaScript; its script only
 * makes it interactive. Start's page head asks for every module of the app up front (module preloads) and its
 * body ends with the app's entry script, so on a phone's connection the app's script races the page's own picture
 * and stylesheet for the same bandwidth, and the largest paint (a listing's first car photo) waits for it. This
 * rewrites the rendered HTML so the same preloads and entry script are added by a tiny inline loader once the
 * browser has painted: nothing else changes, and a page whose markup does not match is passed through untouched.
 */
import { htmlAnswer, htmlOf } from './html-answer.ts'
import { boundedMap } from '@domain/kernel/bounded-map.ts'
import { cacheKey } from '@domain/kernel/cache-key.ts'

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
 * they are, the entry script replaced by the loader, which its original closing tag then closes. Found with
 * `indexOf` and put together from slices of the page, so the page is copied once, when its answer is encoded, where
 * a regular-expression replace would copy the whole page each time.
 */
export function paintFirstPage(html: string): string {
  const preloads: string[] = []
  let out = '' // the page without its preloads, up to `from`
  let from = 0
  // whether a removed tag may have joined the entry script's opening (only in markup no render writes)
  let joined = false
  for (let at = html.indexOf(PRELOAD); at !== -1; at = html.indexOf(PRELOAD, Math.max(at + 1, from))) {
    // as /<link rel="modulepreload" href="([^"]+)"[^>]*>/g: a non-empty href, then up to the tag's first '>'
    const href = at + PRELOAD.length
    const hrefEnd = html.indexOf('"', href)
    if (hrefEnd <= href) continue
    const end = html.indexOf('>', hrefEnd + 1)
    if (end === -1) break
    preloads.push(html.slice(href, hrefEnd))
    joined ||= endsInEntryOpening(html, at)
    out += html.slice(from, at)
    from = end + 1
  }
  // as /<script type="module" async="" src="([^"]+)">/ on the page without its preloads, its first match: where
  // every candidate lies after the last removed tag, and no removal joined one, the page's own text is searched
  // (the page is flat already; the joined slices would be copied to be searched)
  let first = html.indexOf(ENTRY)
  if (joined || (first !== -1 && first < from)) {
    out += html.slice(from)
    from = 0
    html = out
    out = ''
    first = html.indexOf(ENTRY)
  }
  for (let at = first; at !== -1; at = html.indexOf(ENTRY, at + 1)) {
    const src = at + ENTRY.length
    const srcEnd = html.indexOf('"', src)
    if (srcEnd === -1) break
    if (srcEnd === src || html.charCodeAt(srcEnd + 1) !== 0x3e /* > */) continue
    return `${out}${html.slice(from, at)}<script>${loaderScriptOf(preloads, html.slice(src, srcEnd))}${html.slice(srcEnd + 2)}`
  }
  return from === 0 ? html : out + html.slice(from)
}

/** Whether the text before `at` ends in a part of the entry script's opening ('<' is only its first character). */
function endsInEntryOpening(html: string, at: number): boolean {
  const lt = html.lastIndexOf('<', at - 1)
  return lt !== -1 && at - lt < ENTRY.length && ENTRY.startsWith(html.slice(lt, at))
}

/** One loader text per set of preloads and entry (a route family's): built once, and the same string every time. */
const loaders = boundedMap<string, string>(500)
const loaderScriptOf = (preloads: readonly string[], entry: string): string =>
  loaders.ensure(cacheKey([entry, ...preloads]), () => loaderScript(preloads, entry))

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
