import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The build config names no files (issue 28): chunk grouping comes from the module graph and the route files' folder,
 * so a moved module or an upgraded dependency never silently changes what a page loads. Nothing inside a
 * dependency folder is named, and no app module path is listed (only the routes folder and route file names).
 */
const configText = readFileSync(resolve(import.meta.dirname, '../../vite.config.ts'), 'utf8')

/** Places a text names a path inside node_modules (a package or a file of one), separators written any way. */
const dependencyPaths = (text: string): string[] =>
  [...text.matchAll(/node_modules(?:\[\\\\\/\]|\\\\|\/)+\(?[\w@][\w@.-]*/g)].map((m) => m[0])

/** App module paths a text names: a folder of the app followed by a file or folder under it, but the routes folder. */
const appModulePaths = (text: string): string[] =>
  [...text.matchAll(/\b(web|domain|application|adapters)(?:\[\\\\\/\]|\\\\|\/)+\(?([\w$.-]+)/g)]
    .filter((m) => !(m[1] === 'web' && m[2] === 'routes'))
    .map((m) => m[0])

describe('vite.config.ts', () => {
  it('names no path inside node_modules and no app module', () => {
    expect(dependencyPaths(configText)).toEqual([])
    expect(appModulePaths(configText)).toEqual([])
  })

  it('the checks see the lists of paths a config could carry', () => {
    const listed = String.raw`const FRAMEWORK = /node_modules[\\/](react|react-dom|@tanstack[\\/]router-core)[\\/]/
const FAMILY = /[\\/](web[\\/]components[\\/]markup[\\/]|domain[\\/]favourites[\\/])/
const ROUTES = /[\\/]web[\\/]routes[\\/]([^?]+)/
const dist = 'node_modules/@tanstack/react-start/dist/esm/index.js'`
    expect(dependencyPaths(listed)).toEqual([String.raw`node_modules[\\/](react`, 'node_modules/@tanstack'])
    expect(appModulePaths(listed)).toEqual([String.raw`web[\\/]components`, String.raw`domain[\\/]favourites`])
  })
})
