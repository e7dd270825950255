// Production server: the built TanStack Start handler plus static client assets, on $PORT.
// Start-up validates tenant files and the mode's variables; a problem prints one line each and exits 1.
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressionMiddleware } from './compression.mjs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'

process.removeAllListeners('warning') // node:sqlite's experimental notice is not news to operators
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
// React and React DOM pick their build from NODE_ENV when first loaded: unset, the server rendered every page with
// the development build (prop validation, owner stacks, createTask per element), about half of a page's CPU time.
process.env.NODE_ENV ??= 'production'

let app
try {
  app = (await import(resolve(root, 'dist/server/server.js'))).default
} catch (error) {
  const message = error?.name === 'StartupError' || error?.message ? error.message : String(error)
  console.error(message)
  process.exit(1)
}

const files = staticMiddleware({ dir: resolve(root, 'dist/client'), maxAge: 31536000, immutable: true })
/**
 * Built files all have an extension in their name; a page address never does. Asked first for a page, the static
 * middleware looks on disk for the path, path.html and path/index.html: three file-system calls per page view.
 */
const builtFiles = (request, next) => (/\.[^/]*$/.test(new URL(request.url).pathname) ? files(request, next) : next())

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
const server = serve({
  port,
  hostname,
  silent: true,
  middleware: [
    // built assets are compressed by the static middleware itself; what gets past it is the app's
    builtFiles,
    compressionMiddleware(),
  ],
  fetch: (request) => app.fetch(request),
})
await server.ready()
console.log(`Serving every demo tenant on http://{slug}.localhost:${port}/ (mode ${process.env.ADAPTERS ?? 'demo'}); the site list is at http://localhost:${port}/`)
