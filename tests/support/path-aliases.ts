/**
 * For scripts run by plain Node (benchmarks, child processes of fault tests): Node strips the types but knows nothing
 * of the tsconfig path aliases, so importing this first maps `@domain/…`, `@web/…` and the rest to their folders.
 */
import { registerHooks } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join, resolve } from 'node:path'

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

registerHooks({
  resolve(specifier, context, next) {
    const alias = /^@(domain|application|adapters|web|tenants|tests)\/(.*)$/.exec(specifier)
    return next(alias ? pathToFileURL(join(REPOSITORY_ROOT, alias[1]!, alias[2]!)).href : specifier, context)
  },
})
process.removeAllListeners('warning')
