import { useRouter } from '@tanstack/react-router'
import type { BrowserPorts } from './ports.ts'

/**
 * The page's browser ports, from the router's context (web/router.tsx gives them, made by the browser's composition
 * root, web/client/ports.ts). Parts rendered alone for kept markup are inside the page's router too.
 */
export function useBrowserPorts(): BrowserPorts {
  return useRouter().options.context.browserPorts
}
