import { readFile, stat } from 'node:fs/promises'
import { resolve, sep } from 'node:path'

/** One readable source image, found without reading it (the cache-hit path never loads it). */
export interface ImageSource {
  /** changes whenever the bytes change (content hash, or mtime and size); part of the cache key and ETag */
  readonly version: string
  /** the source URL names fixed content, so answers may be cached for a year as immutable */
  readonly immutable: boolean
  /** our own file or drawing: SVG input is rasterised only then */
  readonly trusted: boolean
  load(): Promise<Uint8Array>
}

export type SourceLookup =
  | { readonly kind: 'found'; readonly source: ImageSource }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large' }

/** Renders one same-origin route in process; `path` is what follows the route's prefix, still URL-encoded. */
export type LocalSourceResolver = (path: string, search: URLSearchParams) => Promise<SourceLookup>

export type RemoteLoad =
  | { readonly kind: 'ok'; readonly bytes: Uint8Array }
  | { readonly kind: 'missing' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'failed'; readonly message: string }

export type RemoteFetcher = (url: URL, maxBytes: number) => Promise<RemoteLoad>

/**
 * The file `path` names inside `root`, or null when it would leave it. Each segment is decoded once and must be a
 * plain name: no dot files, no `..`, no separators smuggled in encoded.
 */
export function fileInside(root: string, path: string): string | null {
  const segments = path.split('/')
  const names: string[] = []
  for (const segment of segments) {
    let name: string
    try {
      name = decodeURIComponent(segment)
    } catch {
      return null
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL in a file name is what this refuses
    if (!name || name.startsWith('.') || /[/\\\u0000]/.test(name)) return null
    names.push(name)
  }
  const base = resolve(root)
  const target = resolve(base, ...names)
  return target.startsWith(base + sep) ? target : null
}

/**
 * Files under `root` as image sources. A `v` query parameter marks a versioned (cache-busted) URL, the only kind
 * we may call immutable: an unversioned logo can be replaced in place.
 */
export function fileSourceResolver(root: string, maxBytes: number): LocalSourceResolver {
  return async (path, search) => {
    const file = fileInside(root, path)
    if (!file) return { kind: 'missing' }
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(file)
    } catch {
      return { kind: 'missing' }
    }
    if (!info.isFile()) return { kind: 'missing' }
    if (info.size > maxBytes) return { kind: 'too-large' }
    return {
      kind: 'found',
      source: {
        version: `${info.mtimeMs}-${info.size}`,
        immutable: search.has('v'),
        trusted: true,
        load: () => readFile(file),
      },
    }
  }
}

/**
 * Live mode: fetch over https with a timeout, no redirects (a redirect could leave the allowed hosts) and the
 * byte cap enforced while streaming, whatever Content-Length claims.
 */
export function httpsFetcher(timeoutMs = 10_000): RemoteFetcher {
  return async (url, maxBytes) => {
    let response: Response
    try {
      response = await fetch(url, {
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'image/*' },
      })
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    }
    if (response.status === 404 || response.status === 410) return { kind: 'missing' }
    if (!response.ok || !response.body) return { kind: 'failed', message: `upstream answered ${response.status}` }
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > maxBytes) {
      await response.body.cancel()
      return { kind: 'too-large' }
    }
    const chunks: Uint8Array[] = []
    let total = 0
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        total += value.byteLength
        if (total > maxBytes) {
          await reader.cancel()
          return { kind: 'too-large' }
        }
        chunks.push(value)
      }
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    }
    return { kind: 'ok', bytes: Buffer.concat(chunks) }
  }
}
