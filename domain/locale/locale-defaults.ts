import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** SPEC §9 locale defaults. */
export const DEFAULT_STATE = 'qld'
export const DEFAULT_CURRENCY = 'AUD'

export type Country = SiteConfig['locale']['country']
export type DistanceUnit = 'km' | 'miles'

/** km everywhere except the US. */
export const distanceUnit = (country: Country): DistanceUnit => (country === 'US' ? 'miles' : 'km')

/** NZ tenants speak en-NZ and US tenants en-US whatever the file says; others use the configured language. */
export const siteLanguage = (site: Pick<SiteConfig, 'locale'>): SiteConfig['locale']['language'] =>
  site.locale.country === 'NZ' ? 'en-NZ' : site.locale.country === 'US' ? 'en-US' : site.locale.language

export interface LocaleSettings {
  readonly state: string
  readonly currency: string
  readonly distanceUnit: DistanceUnit
  readonly language: SiteConfig['locale']['language']
  readonly country: Country
}

export function localeSettings(site: Pick<SiteConfig, 'locale'>): LocaleSettings {
  return {
    state: site.locale.default_state.trim() === '' ? DEFAULT_STATE : site.locale.default_state,
    currency: site.locale.currency.trim() === '' ? DEFAULT_CURRENCY : site.locale.currency,
    distanceUnit: distanceUnit(site.locale.country),
    language: siteLanguage(site),
    country: site.locale.country,
  }
}
