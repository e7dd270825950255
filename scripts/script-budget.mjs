// What a page makes the browser download before anyone touches it: the scripts its HTML names (Start's module
// preloads, asked for at low priority, and its entry script) and every chunk those import
// statically, measured brotli-compressed as the server sends them. Used by `npm run audit` and the budget test
// over the built dist/ (tests/budgets/script-budget.test.ts).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** Compressed script bytes a page may load before interaction beyond the framework chunk, and script requests. */
export const SCRIPT_BUDGETS = {
  home: { bytes: 40 * 1024, requests: 10 },
  search: { bytes: 60 * 1024, requests: 10 },
  detail: { bytes: 40 * 1024, requests: 10 },
}

/** The chunk of React, React DOM, the router and Start (vite.config.ts): a fixed cost every page shares. */
export const isFrameworkChunk = (url) => /\/framework-[^/]+\.js$/.test(url)

/** Script addresses a server-rendered page names: its module preloads and its script tags. */
export function pageScriptUrls(html) {
  const urls = new Set()
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1])
  for (const m of html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)) urls.add(m[1])
  return [...urls].filter((url) => url.startsWith('/') && url.endsWith('.js'))
}

/** Relative static imports of a built ES chunk (`import{a}from"./x.js"`, `import"./x.js"`); dynamic ones are not. */
export function staticImportsOf(code) {
  const found = new Set()
  for (const m of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g,
  ))
    found.add(m[1])
  return [...found]
}

/**
 * The brotli size a built file is sent with: its pre-compressed `.br` twin when the build wrote one, else the file
 * compressed at the highest quality (what the twin would hold).
 */
export function brotliBytes(path) {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/**
 * Every script a page loads before interaction (its named scripts and their static imports), with brotli bytes,
 * from the built client directory. `/assets/x.js` is read at `{clientDir}/assets/x.js`.
 */
export function pageScripts(html, clientDir) {
  const seen = new Map()
  const visit = (url) => {
    if (seen.has(url)) return
    const path = join(clientDir, url)
    seen.set(url, { url, bytes: brotliBytes(path), framework: isFrameworkChunk(url) })
    const dir = url.slice(0, url.lastIndexOf('/') + 1)
    for (const rel of staticImportsOf(readFileSync(path, 'utf8'))) visit(dir + rel.slice(2))
  }
  for (const url of pageScriptUrls(html)) visit(url)
  const scripts = [...seen.values()]
  const own = scripts.filter((s) => !s.framework)
  return {
    scripts,
    requests: scripts.length,
    frameworkBytes: scripts.filter((s) => s.framework).reduce((n, s) => n + s.bytes, 0),
    ownBytes: own.reduce((n, s) => n + s.bytes, 0),
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
