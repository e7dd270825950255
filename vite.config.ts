import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: '127.0.0.1', allowedHosts: true },
  plugins: [
    tanstackStart({ srcDirectory: 'web', router: { routesDirectory: 'routes' } }),
    viteReact(),
  ],
})
