import type { Theme } from '@domain/tenancy/site-config.schema.ts'
import { themeRootRule } from '@domain/tenancy/theme.ts'
import { keptValue } from '../caches/caches.ts'

/**
 * The page's `:root` rule for a theme: made once per theme object (each tenant version's site has one), since the
 * contrast checks come out the same on every page view (web/caches/caches.ts).
 */
export const rootThemeRule = (theme: Theme): string => keptValue(theme, ['root rule'], () => themeRootRule(theme))
