import type { Theme } from '@domain/tenancy/site-config.schema.ts'
import { themeRootRule } from '@domain/tenancy/theme.ts'

/**
 * The page's `:root` rule for a theme: made once per theme object (each tenant version's site has one), since the
 * contrast checks come out the same on every page view.
 */
const rootRules = new WeakMap<Theme, string>()
export function rootThemeRule(theme: Theme): string {
  let rule = rootRules.get(theme)
  if (rule === undefined) {
    rule = themeRootRule(theme)
    rootRules.set(theme, rule)
  }
  return rule
}
