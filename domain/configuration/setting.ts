/**
 * A setting an adapter reads from the environment: its variable, what it is for and how a value is checked. Each
 * adapter that talks to an outside service names its own settings beside its code (`adapters/<x>/settings.ts`);
 * the composition root reads the environment once and checks each chosen adapter's settings with these rules.
 */
export type SettingKind =
  | 'url'
  | 'secret'
  | 'text'
  | 'flag'
  | 'seconds'
  | 'ms'
  | 'url-template'
  | 'uuid'
  | 'smtp-url'
  | 'email'

export interface Setting {
  readonly name: string
  /** start-up refuses without it when its adapter is in use */
  readonly required: boolean
  readonly purpose: string
  /** how the value is checked at start-up */
  readonly kind: SettingKind
  /** what applies when it is not set ('' = nothing: the feature is off or refused) */
  readonly default: string
  /** which tenants or site-config keys it affects */
  readonly affects: string
}

/**
 * A setting as an adapter declares it, keyed by its variable: optional, with nothing applying when unset ('' default),
 * unless it says otherwise.
 */
export type SettingSpec = Omit<Setting, 'name' | 'required' | 'default'> & {
  readonly required?: boolean
  readonly default?: string
}

/** An adapter's settings, in the order they are declared, each named by its key. */
export const defineSettings = <const T extends Readonly<Record<string, SettingSpec>>>(
  specs: T,
): ReadonlyArray<Setting & { readonly name: Extract<keyof T, string> }> =>
  Object.entries(specs).map(([name, spec]) => ({
    name: name as Extract<keyof T, string>,
    required: false,
    default: '',
    ...spec,
  }))

/** The values of a list of settings as the root read them: trimmed, and undefined when unset or blank. */
export type SettingValues<S extends readonly Setting[]> = { readonly [N in S[number]['name']]?: string | undefined }

/** A session secret shorter than this is refused: it signs shoppers' sessions and the captcha's challenges. */
export const MIN_SESSION_SECRET_LENGTH = 32

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

const isSmtpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * One start-up line when a present value is unusable, else null. `where` names what made the setting needed
 * ('live mode', 'ADAPTER_SEARCH=meilisearch'). A value that may hold a password is never repeated in the line.
 */
export function settingProblem(setting: Setting, value: string, where = 'live mode'): string | null {
  const bad = (what: string) => `Invalid environment variable ${setting.name} (${where}): ${what}`
  switch (setting.kind) {
    case 'url':
      return isHttpUrl(value) ? null : bad(`must be an http(s) URL without credentials (got "${value}")`)
    case 'url-template':
      if (!value.includes('{slug}')) return bad(`must contain {slug} (got "${value}")`)
      return value.startsWith('/') || isHttpUrl(value.replaceAll('{slug}', 'slug'))
        ? null
        : bad(`must be a path starting with / or an http(s) URL (got "${value}")`)
    case 'flag':
      return value === 'true' || value === 'false' ? null : bad(`must be true or false (got "${value}")`)
    case 'seconds':
    case 'ms':
      return /^[1-9]\d{0,8}$/.test(value) ? null : bad(`must be a whole number ≥ 1 (got "${value}")`)
    case 'secret':
      return setting.name === 'SESSION_SECRET' && value.length < MIN_SESSION_SECRET_LENGTH
        ? bad(`must be at least ${MIN_SESSION_SECRET_LENGTH} characters`)
        : null
    case 'text':
      return null
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? null
        : bad(`must be a key uid (a UUID) (got "${value}")`)
    case 'smtp-url':
      return isSmtpUrl(value)
        ? null
        : bad('must be an smtp:// or smtps:// URL with a host (the value is not shown: it may hold a password)')
    case 'email':
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value)
        ? null
        : bad(`must be a plain email address (got "${value}")`)
  }
}

/** The start-up line for two settings that only work together, when exactly one of them is set; else none. */
export function bothOrNeither(values: Readonly<Record<string, string | undefined>>, a: string, b: string): string[] {
  return Boolean(values[a]) === Boolean(values[b])
    ? []
    : [`Invalid environment variables ${a} / ${b} (live mode): set both or neither`]
}

/** The start-up line for a setting that another one's value needs, when it is missing; else none. */
export const neededSetting = (missing: boolean, name: string, why: string): string[] =>
  missing ? [`Missing environment variable ${name} (live mode): ${why}`] : []

/** A whole number of milliseconds from a checked `ms` or `seconds` setting (× 1000), or the fallback when unset. */
export const settingMs = (value: string | undefined, fallback: number, perUnit = 1): number =>
  value ? Number(value) * perUnit : fallback
