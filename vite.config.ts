import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: '127.0.0.1', allowedHosts: true },
  // React, React DOM and the router are on every page: one cacheable framework file instead of a dozen small
  // ones, each of which cost a phone a round trip on an HTTP/1.1 connection. The rest stays split per route.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins|tiny-invariant|tiny-warning|cookie-es|h3)[\\/]/, priority: 3 },
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
  ],
})
