export const BUDGETS: { readonly measurement: number; readonly history: number }
export function isCheckedFile(path: string): boolean
export function commentLines(source: string, options?: { jsx?: boolean }): { line: number; text: string }[]
export const MEASUREMENT_PATTERNS: readonly { name: string; re: RegExp }[]
export const HISTORY_PATTERNS: readonly { name: string; re: RegExp }[]
export function classify(text: string): { measurement: string | null; history: string | null }
export function findings(
  path: string,
  source: string,
): { path: string; line: number; text: string; measurement: string | null; history: string | null }[]
