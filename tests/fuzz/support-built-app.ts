import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '../..')

export interface BuiltApp {
  fetch(request: Request): Promise<Response>
}

/**
 * The production server handler (`npx vite build` first), loaded in this process from a private copy of
 * dist/ (other engineers rebuild the shared one at any time). The copy sits under node_modules/.cache so the
 * bundle's package imports still resolve. Env must be set before loading: the entry boots the services.
 */
export async function loadBuiltApp(env: Record<string, string>): Promise<BuiltApp> {
  const built = join(root, 'dist/server/server.js')
  if (!existsSync(built)) throw new Error('No production build: run `npx vite build` first')
  const copy = join(root, 'node_modules/.cache', `search-app-${process.pid}-${Date.now()}`)
  cpSync(join(root, 'dist'), join(copy, 'dist'), { recursive: true })
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }))
  Object.assign(process.env, { ADAPTERS: 'demo', DATA_DIR: mkdtempSync(join(tmpdir(), 'search-app-')), ...env })
  const module = (await import(pathToFileURL(join(copy, 'dist/server/server.js')).href)) as { default: BuiltApp }
  return module.default
}
