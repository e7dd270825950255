import { extname } from 'node:path'
import { stat, readFile } from 'node:fs/promises'
import { fileInside } from './sources.ts'

export const TENANT_ASSETS_PREFIX = '/tenant-assets/'

/** The only file types served: pictures and icons. Anything else in the folder stays private (404). */
export const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
}

export interface TenantAsset {
  readonly bytes: Buffer<ArrayBuffer>
  readonly contentType: string
  readonly etag: string
}

/** The asset a `/tenant-assets/{slug}/{file}` path names inside `root` (`tenants/assets`), or null (404). */
export async function readTenantAsset(pathAfterPrefix: string, root: string): Promise<TenantAsset | null> {
  const file = fileInside(root, pathAfterPrefix)
  const contentType = file ? ASSET_TYPES[extname(file).toLowerCase()] : undefined
  if (!file || !contentType) return null
  try {
    const info = await stat(file)
    if (!info.isFile()) return null
    return {
      bytes: await readFile(file),
      contentType,
      etag: `"${Math.trunc(info.mtimeMs).toString(36)}-${info.size.toString(36)}"`,
    }
  } catch {
    return null
  }
}

/** Answers a `/tenant-assets/{slug}/{file}` request (pictures only), revalidated by mtime and size. */
export async function serveTenantAsset(request: Request, root: string): Promise<Response> {
  const url = new URL(request.url)
  const asset = await readTenantAsset(url.pathname.slice(TENANT_ASSETS_PREFIX.length), root)
  if (!asset)
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const headers: Record<string, string> = {
    'content-type': asset.contentType,
    etag: asset.etag,
    // a logo may be replaced under the same name; a ?v= URL names one version for good
    'cache-control': url.searchParams.has('v')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600, stale-while-revalidate=86400',
    'x-content-type-options': 'nosniff',
    // an SVG opened directly runs no script and loads nothing
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (request.headers.get('if-none-match') === asset.etag) return new Response(null, { status: 304, headers })
  return new Response(request.method === 'HEAD' ? null : asset.bytes, { status: 200, headers })
}
