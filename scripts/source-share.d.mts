export const CORE_FOLDERS: readonly string[]
export const DEVELOPER_TOOLS: readonly string[]
export function isProductionSource(path: string): boolean
export function folderOf(path: string): string
export function isShell(folder: string): boolean
export function codeLines(source: string): number
export interface ShareMeasure {
  byFolder: Record<string, number>
  shell: number
  total: number
  share: number
}
export function measure(files: readonly { path: string; text: string }[]): ShareMeasure
export function maxShareArgument(args: readonly string[]): number | null
export const WEB_SHARE_BUDGET: number
export function measureRepository(root: string): ShareMeasure
