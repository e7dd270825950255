import type { Theme } from './site-config.schema.ts'

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7)
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const INK = '#1b1f24'
const WHITE = '#ffffff'
const isHex = (value: string) => /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)

const BLACK = '#000000'

/** Text colour that reads on `background`: white or black, whichever contrasts more (never under 4.58:1). */
export function textOn(background: string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK
}

/**
 * CSS custom properties for a tenant's theme. Tenant colours are brand choices, not accessibility
 * choices: every pairing is checked so text keeps a 4.5:1 contrast whatever the brand picked.
 */
export function themeVariables(theme: Theme): string {
  const primary = isHex(theme.primary) ? theme.primary : '#0b3d91'
  const accent = isHex(theme.accent) ? theme.accent : '#f5a623'
  const link = contrastRatio(primary, WHITE) >= 4.5 ? primary : INK
  return [
    `--brand:${primary}`,
    `--on-brand:${textOn(primary)}`,
    `--accent:${accent}`,
    `--on-accent:${textOn(accent)}`,
    `--link:${link}`,
  ].join(';')
}

/** The page's `:root` rule for a theme: its variables, contrast checked. */
export const themeRootRule = (theme: Theme): string => `:root{${themeVariables(theme)}}`
