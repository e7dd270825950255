import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { ErrorReportingPort } from '@domain/ports/error-reporting.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createDashboardRest } from '@adapters/dashboard-rest/dashboard-rest.ts'
import { createLiveSiteConfigs, siteConfigTtlMs, type LiveSiteConfigs } from './live-site-configs.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import { type DASHBOARD_REST_SETTINGS, dashboardRestOptions } from '@adapters/dashboard-rest/settings.ts'
import type { SettingValues } from '@domain/configuration/setting.ts'
import type { SITE_CONFIG_LIVE_SETTINGS } from './settings.ts'

/** What the live dashboard adapter needs beside its settings. */
export interface LiveDashboardDeps {
  /** the registry built from the tenant files: which tenants exist and which hosts they answer on */
  readonly tenants: TenantsPort
  readonly clock: ClockPort
  /** where refresh failures and other server errors go */
  readonly report: ErrorReportingPort
  /** injected by tests; defaults to the global fetch */
  readonly fetch?: typeof fetch
  /** the shared tenant versions: a configuration that changed on refresh moves its tenant's version on */
  readonly versions?: TenantVersionPort
}

export interface LiveDashboard {
  /** SPEC §7 dashboard calls (car, manufacturer, bookings, search pages, session data, site config) */
  readonly dashboard: DashboardPort
  /** per-tenant configuration from the dashboard, cached for SITE_CONFIG_TTL_SECONDS, refreshed in the background */
  readonly siteConfigs: LiveSiteConfigs
  /** the tenant-file registry with each tenant's `site` replaced by its current live configuration */
  readonly tenants: TenantsPort
  readonly report: ErrorReportingPort
  /** loads every tenant's configuration now and keeps refreshing stale ones every TTL; idempotent */
  start(): Promise<void>
  stop(): void
}

/** What the live dashboard reads from the environment: the REST adapter's settings and the configurations' lifetime. */
export type LiveDashboardSettings = SettingValues<typeof DASHBOARD_REST_SETTINGS> &
  SettingValues<typeof SITE_CONFIG_LIVE_SETTINGS>

/**
 * The dashboard REST adapter and the live site configurations it feeds (ADAPTER_DASHBOARD=rest). Nothing is
 * fetched until `start()` or first use.
 */
export function buildLiveDashboard(live: LiveDashboardSettings, deps: LiveDashboardDeps): LiveDashboard {
  const { report } = deps
  const fetchOption = deps.fetch ? { fetch: deps.fetch } : {}
  const dashboard = createDashboardRest({
    ...dashboardRestOptions(live),
    baseOf: (slug) => deps.tenants.all.find((t) => t.site.slug === slug)?.site,
    ...fetchOption,
  })

  const ttlMs = siteConfigTtlMs(live.SITE_CONFIG_TTL_SECONDS)
  const siteConfigs = createLiveSiteConfigs({
    seeds: deps.tenants.all.map((t) => t.site),
    load: (slug) => dashboard.loadSiteConfig(slug),
    clock: deps.clock,
    ttlMs,
    report,
    onChange: (slug) => {
      deps.versions
        ?.bump(slug)
        .catch((error: unknown) =>
          report.report('tenant version could not be moved on', { tenant: slug, error: String(error) }),
        )
    },
  })

  // One Tenant object per configuration, so callers comparing tenants by identity see a change only on refresh.
  const overlaid = new WeakMap<Tenant, { site: Tenant['site']; tenant: Tenant }>()
  const withLiveSite = (tenant: Tenant): Tenant => {
    const site = siteConfigs.current(tenant.site.slug) ?? tenant.site
    if (site === tenant.site) return tenant
    const cached = overlaid.get(tenant)
    if (cached && cached.site === site) return cached.tenant
    const next = { ...tenant, site }
    overlaid.set(tenant, { site, tenant: next })
    return next
  }
  const tenants: TenantsPort = {
    get all() {
      return deps.tenants.all.map(withLiveSite)
    },
    bySlug: (slug) => {
      const tenant = deps.tenants.bySlug(slug)
      return tenant ? withLiveSite(tenant) : undefined
    },
    resolve: (host) => deps.tenants.resolve(host),
  }

  let timer: ReturnType<typeof setInterval> | undefined
  let started: Promise<void> | undefined
  return {
    dashboard,
    siteConfigs,
    tenants,
    report,
    start() {
      if (started !== undefined) return started
      // background refresh: a timer per TTL for tenants nobody visits; visited ones also refresh on access
      timer = setInterval(() => void siteConfigs.refreshStale(), ttlMs)
      timer.unref?.()
      started = siteConfigs.refreshAll()
      return started
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
