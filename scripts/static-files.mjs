// The built client files (dist/client) as the production server sends them.
import { staticMiddleware } from 'srvx/static'

/**
 * srvx middleware for the built files. The build writes brotli (quality 11) and gzip (level 9) twins of every
 * compressible file (scripts/precompress.mjs): sent as they are, with Content-Encoding and Vary: Accept-Encoding,
 * to a browser that accepts them, and the plain file to one that does not. Every built name carries its content
 * hash, so a year's immutable caching is safe. Page addresses never have an extension and skip the middleware:
 * asked for a page, it looked on disk for path, path.html and path/index.html, three file-system calls per view.
 * `answerHeaders` (the built server's: web/server/http/request-entry.ts) adds the security headers every answer
 * carries (none given: the files' own headers alone).
 */
export function builtFilesMiddleware(dir, answerHeaders) {
  const files = staticMiddleware({ dir, maxAge: 31536000, immutable: true, encodings: true })
  return async (request, next) => {
    const { pathname } = new URL(request.url)
    if (!/\.[^/]*$/.test(pathname)) return next()
    const answer = await files(request, next)
    // a hashed asset is never asked again (immutable), so its validators are bytes for nothing: a page's scripts
    // are seven or eight answers, and a phone's budget counts their headers too
    if (HASHED_ASSET.test(pathname) && answer.status === 200) for (const name of VALIDATORS) answer.headers.delete(name)
    answerHeaders?.(request, answer.headers)
    return answer
  }
}

/** The build's own files (dist/client/assets), each named with its content hash. */
const HASHED_ASSET = /^\/assets\//
const VALIDATORS = ['etag', 'last-modified']
