import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { precompressPlugin } from './scripts/precompress.mjs'

/**
 * Route families, by where a route file is in web/routes/: the pages most visits load (home, the listing, a vehicle
 * page). An app module loaded after start that these routes reach (their split parts, what those import, and what
 * the routes await: a head's or loader's module) goes in one file per set of families reaching it (`home`,
 * `listing+vehicle`, `home+listing+vehicle`…), so a page makes a handful of script requests rather than one per
 * shared component (the bundler's own split gives each set of routes sharing a module its own file, many of a few
 * hundred bytes). Modules only other routes reach keep the bundler's split, as does interaction code (lead dialogs,
 * the form engine), which pages import dynamically.
 */
const ROUTE_FAMILIES: readonly (readonly [route: RegExp, family: string])[] = [
  [/^index\.tsx$/, 'home'],
  [/^(search|find|used-car)\//, 'listing'],
  [/^(cars\/\$slug\/index|motorcycles\/\$slug|campers\/\$slug)\.tsx$/, 'vehicle'],
]

/**
 * The client's chunk groups, read from the module graph once it is built, never from a list of module paths:
 * - `framework`: the third-party code every page loads at start (React, React DOM, the router, Start, Query), one
 *   cacheable file instead of a dozen small ones (each a round trip for a phone on HTTP/1.1). A module belongs when
 *   it sits in a dependency folder, the client entry reaches it through static imports, and nothing it imports,
 *   however deep, is app code (Start's client entry imports our router: taking it in would take in the app, and
 *   the bundler would fold the group back into the entry). tests/contract/script-budget.test.ts checks the chunk
 *   exists and imports nothing of the app;
 * - the route families (ROUTE_FAMILIES).
 */
function chunkGroups(): Plugin {
  const members = new Set<string>()
  const families = new Map<string, string>()
  const thirdParty = (id: string) => /[\\/]node_modules[\\/]/.test(id)
  return {
    name: 'chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      members.clear()
      const ids = [...this.getModuleIds()]
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      const initial = new Set<string>()
      const reach = (id: string) => {
        if (initial.has(id)) return
        initial.add(id)
        for (const next of imports(id)) reach(next)
      }
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) reach(id)
      const reachesApp = new Map<string, boolean>()
      const appBehind = (id: string): boolean => {
        const known = reachesApp.get(id)
        if (known !== undefined) return known
        reachesApp.set(id, false) // a cycle back here adds nothing
        const found = !thirdParty(id) || imports(id).some(appBehind)
        reachesApp.set(id, found)
        return found
      }
      for (const id of initial) if (thirdParty(id) && !appBehind(id)) members.add(id)
      // route families: each app module loaded after start, by the families whose route files reach it
      families.clear()
      const routePath = (id: string) => /[\\/]web[\\/]routes[\\/]([^?]+)/.exec(id)?.[1]?.replaceAll('\\', '/') ?? null
      const familyOf = (id: string) => {
        const path = routePath(id)
        return path === null ? undefined : ROUTE_FAMILIES.find(([route]) => route.test(path))?.[1]
      }
      const reached = new Map<string, Set<string>>()
      const dynamicImports = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []
      for (const id of ids) {
        const family = familyOf(id)
        if (family === undefined) continue
        const seen = new Set<string>()
        const walk = (at: string, start: boolean) => {
          if (seen.has(at) || initial.has(at) || thirdParty(at)) return
          seen.add(at)
          if (!start && routePath(at) !== null) return
          const found = reached.get(at) ?? new Set<string>()
          found.add(family)
          reached.set(at, found)
          for (const next of imports(at)) walk(next, false)
        }
        // a route file's split parts, and what it awaits (its head's and loader's imports), are its page too
        if (!initial.has(id)) walk(id, true)
        for (const next of dynamicImports(id)) walk(next, true)
        // as is what a module only this family's route files import awaits (the vehicle routes' shared head)
        for (const helper of imports(id)) {
          const importers = this.getModuleInfo(helper)?.importers ?? []
          if (thirdParty(helper) || !importers.every((importer) => familyOf(importer) === family)) continue
          for (const next of dynamicImports(helper)) walk(next, true)
        }
      }
      for (const [id, found] of reached) families.set(id, [...found].sort().join('+'))
    },
    // the group is added here, as the output is set up once the graph is known, by the instance that read the graph
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {}
      const framework = { name: 'framework', test: (id: string) => members.has(id), priority: 3 }
      const family = {
        name: (id: string) => families.get(id) ?? null,
        test: (id: string) => families.has(id),
        priority: 1,
        includeDependenciesRecursively: false,
      }
      return {
        ...options,
        codeSplitting: { ...splitting, groups: [framework, ...(splitting.groups ?? []), family] },
      }
    },
  }
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: '127.0.0.1', allowedHosts: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // the framework and route family groups are added around this one (chunkGroups, above)
                // what the entry imports statically (the route tree, the shell, the site hooks) is on every page:
                // one file instead of twenty small ones of a few hundred bytes, each a request
                { name: 'app', tags: ['$initial'], priority: 2 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'web', router: { routesDirectory: 'routes' } }),
    viteReact(),
    precompressPlugin(),
    chunkGroups(),
  ],
})
