import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/** One configuration load: the decoded config, or one line saying why not. */
export type SiteConfigLoad =
  | { readonly ok: true; readonly site: SiteConfig }
  | { readonly ok: false; readonly message: string }

/** SPEC §8 'Website refresh failure': the exact report text. */
export const websiteRefreshError = (message: string): string => `An error occurred with website refresh: ${message}`

export const DEFAULT_SITE_CONFIG_TTL_SECONDS = 300

export interface LiveSiteConfigOptions {
  /** the tenant files' configurations: which tenants exist, and what each serves until its first good load */
  readonly seeds: readonly SiteConfig[]
  readonly load: (slug: string) => Promise<SiteConfigLoad>
  readonly clock: ClockPort
  /** how long a loaded configuration is served before it is refreshed (SITE_CONFIG_TTL_SECONDS) */
  readonly ttlMs: number
  readonly report: ErrorReportingPort
  /** told when a load brings a configuration that differs from the one served (the shared tenant version moves on) */
  readonly onChange?: (slug: string) => void
}

export interface SiteConfigStatus {
  readonly source: 'seed' | 'live'
  /** when the configuration being served was loaded (null = the seed, never loaded) */
  readonly loadedAt: number | null
  /** when the last refresh was attempted, successful or not */
  readonly checkedAt: number | null
  /** the last refresh's failure, cleared by the next success */
  readonly lastError: string | null
}

export interface LiveSiteConfigs {
  /**
   * The configuration to serve now, never waiting on the network: the last good configuration from the
   * dashboard, else the tenant file's. When it is older than the TTL a background refresh starts.
   * Undefined for a slug with no tenant file.
   */
  current(slug: string): SiteConfig | undefined
  /** loads one tenant now (at most one load per tenant at a time); true when a new configuration was taken */
  refresh(slug: string): Promise<boolean>
  /** refreshes every tenant; resolves when all have answered */
  refreshAll(): Promise<void>
  /** refreshes the tenants whose configuration is older than the TTL (what a background timer calls) */
  refreshStale(): Promise<void>
  status(slug: string): SiteConfigStatus | undefined
  readonly slugs: readonly string[]
}

interface Entry {
  site: SiteConfig
  source: 'seed' | 'live'
  loadedAt: number | null
  checkedAt: number | null
  lastError: string | null
  inFlight: Promise<boolean> | null
}

/**
 * Live-mode site configuration (SPEC §3, §7 'website refresh', §8): per tenant, loaded from the dashboard
 * and cached for the TTL, refreshed in the background (stale-while-revalidate: a request never waits for
 * the dashboard), the last good configuration kept when a refresh fails, each failure reported as
 * 'An error occurred with website refresh: {message}'.
 *
 * The tenant files are the seed and the fallback: they decide which tenants exist (and so which hosts are
 * served), and each tenant serves its file's configuration until the dashboard has answered once. A
 * configuration from the dashboard replaces the file's as a whole; its slug must be the tenant's own.
 */
export function createLiveSiteConfigs(options: LiveSiteConfigOptions): LiveSiteConfigs {
  const entries = new Map<string, Entry>(
    options.seeds.map((site) => [
      site.slug,
      { site, source: 'seed', loadedAt: null, checkedAt: null, lastError: null, inFlight: null },
    ]),
  )

  const isStale = (entry: Entry, now: number) => entry.checkedAt === null || now - entry.checkedAt >= options.ttlMs

  async function load(slug: string, entry: Entry): Promise<boolean> {
    let result: SiteConfigLoad
    try {
      result = await options.load(slug)
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : String(error) }
    }
    const now = options.clock.now()
    entry.checkedAt = now
    if (result.ok && result.site.slug === slug) {
      if (JSON.stringify(result.site) !== JSON.stringify(entry.site)) options.onChange?.(slug)
      entry.site = result.site
      entry.source = 'live'
      entry.loadedAt = now
      entry.lastError = null
      return true
    }
    const message = result.ok ? `configuration for "${result.site.slug}" answered for "${slug}"` : result.message
    entry.lastError = message
    options.report.report(websiteRefreshError(message), {
      tenant: slug,
      serving: entry.source,
      loadedAt: entry.loadedAt,
    })
    return false
  }

  function refresh(slug: string): Promise<boolean> {
    const entry = entries.get(slug)
    if (!entry) return Promise.resolve(false)
    if (entry.inFlight !== null) return entry.inFlight
    entry.inFlight = load(slug, entry).finally(() => {
      entry.inFlight = null
    })
    return entry.inFlight
  }

  return {
    slugs: [...entries.keys()],
    current(slug) {
      const entry = entries.get(slug)
      if (!entry) return undefined
      if (!entry.inFlight && isStale(entry, options.clock.now())) void refresh(slug)
      return entry.site
    },
    refresh,
    async refreshAll() {
      await Promise.all([...entries.keys()].map(refresh))
    },
    async refreshStale() {
      const now = options.clock.now()
      await Promise.all([...entries].filter(([, e]) => isStale(e, now)).map(([slug]) => refresh(slug)))
    },
    status(slug) {
      const entry = entries.get(slug)
      if (!entry) return undefined
      return { source: entry.source, loadedAt: entry.loadedAt, checkedAt: entry.checkedAt, lastError: entry.lastError }
    },
  }
}

/** SITE_CONFIG_TTL_SECONDS → ms: a whole number of seconds ≥ 1, default 300. */
export function siteConfigTtlMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SITE_CONFIG_TTL_SECONDS * 1000
  const seconds = Number(raw)
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`SITE_CONFIG_TTL_SECONDS must be a whole number of seconds ≥ 1 (got "${raw}")`)
  return seconds * 1000
}
