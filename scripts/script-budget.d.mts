export type PageKind = 'home' | 'search' | 'detail'
export const SCRIPT_BUDGETS: Record<PageKind, { readonly bytes: number; readonly requests: number }>
export function isFrameworkChunk(url: string): boolean
export function pageScriptUrls(html: string): string[]
export function staticImportsOf(code: string): string[]
export function brotliBytes(path: string): number
export interface PageScripts {
  scripts: { url: string; bytes: number; framework: boolean }[]
  requests: number
  frameworkBytes: number
  ownBytes: number
}
export function pageScripts(html: string, clientDir: string): PageScripts
export function kb(bytes: number): string
