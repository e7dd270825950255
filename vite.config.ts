import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { precompressPlugin } from './scripts/precompress.mjs'

/**
 * React, React DOM, the router and Start, and TanStack Query (the router's data layer: its client wraps every page):
 * on every page, so one cacheable framework file instead of a dozen small ones (each a round trip for a phone on
 * HTTP/1.1). Everything else stays split per route and per interaction.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](router-core|react-router|history|store|react-store|start-client-core|react-start-client|react-start|query-core|react-query)|seroval|seroval-plugins|tiny-invariant|tiny-warning|cookie-es|h3|use-sync-external-store)[\\/]/

/**
 * Start's client entry modules import the app (hydrateStart imports our router and start instance). A group takes
 * in its modules' dependencies, so matching any of them pulled the whole app into the group and rolldown folded
 * it back into the entry chunk: the framework chunk silently did not exist. They stay in the entry chunk (a few
 * hundred bytes); tests/budgets checks the framework chunk exists and never imports the app.
 */
const IMPORTS_THE_APP = /node_modules[\\/]@tanstack[\\/](react-start|react-start-client[\\/]|start-client-core[\\/]dist[\\/]esm[\\/]client[\\/](index|hydrateStart)\.js)/
const isFramework = (id: string) => FRAMEWORK.test(id) && !IMPORTS_THE_APP.test(id)

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
                { name: 'framework', test: isFramework, priority: 3 },
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
  ],
})
