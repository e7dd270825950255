import { readdirSync, readFileSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { decodeOrProblem, type DecodeProblem } from '@domain/kernel/decode.ts'
import { decodeSiteAnswer, isDashboardShape } from '../dashboard-rest/dashboard-site.ts'
import { TenantFile } from '@domain/tenancy/tenant.schema.ts'

export const DEFAULT_TENANTS_DIR = 'tenants/sites'

/**
 * Reads and decodes every `*.json` tenant file in `dir` (default `tenants/sites`, relative to the working
 * directory), sorted by file name. Fails fast: the first bad file throws an Error whose message is one line
 * naming the file, the field and the problem, so a broken data file is found without a stack trace.
 */
export function loadTenants(dir: string = DEFAULT_TENANTS_DIR): TenantFile[] {
  const absoluteDir = resolve(dir)
  let names: string[]
  try {
    names = readdirSync(absoluteDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  } catch (error) {
    throw new Error(`${displayPath(dir, absoluteDir)}: cannot read tenants directory (${oneLine(error)})`)
  }
  const tenants: TenantFile[] = []
  const seen = { slug: new Map<string, string>(), domain: new Map<string, string>(), id: new Map<number, string>() }
  for (const name of names) {
    const shown = displayPath(join(dir, name), join(absoluteDir, name))
    const tenant = decodeTenantFile(readFileSync(join(absoluteDir, name), 'utf8'), shown)
    claim(seen.slug, tenant.site.slug, shown, 'site.slug', 'duplicate slug')
    claim(seen.domain, tenant.site.domain_name.toLowerCase(), shown, 'site.domain_name', 'duplicate domain')
    claim(seen.id, tenant.site.id, shown, 'site.id', 'duplicate site id')
    checkConsistency(tenant, name, shown)
    tenants.push(tenant)
  }
  return tenants
}

/** Parses and decodes one tenant file's text; `shown` names the file in the error message. */
export function decodeTenantFile(text: string, shown: string): TenantFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${shown}: invalid JSON: ${oneLine(error)}`)
  }
  const site = siteInOurShape(json)
  const result = site.ok ? decodeOrProblem(TenantFile, site.value) : site
  if (!result.ok) {
    const where = result.problem.path ? ` field "${result.problem.path}":` : ''
    throw new Error(`${shown}:${where} ${oneLine(result.problem.message)}`)
  }
  return result.value
}

/**
 * A tenant file may hold its `site` in the dashboard's shape (SPEC §3 flat names, as the live dashboard answers):
 * it is mapped onto SiteConfig first, and a bad field is named as the dashboard names it (`site.finance_provider`).
 */
function siteInOurShape(json: unknown): { ok: true; value: unknown } | { ok: false; problem: DecodeProblem } {
  if (typeof json !== 'object' || json === null || !('site' in json) || !isDashboardShape(json.site))
    return { ok: true, value: json }
  const decoded = decodeSiteAnswer(json.site)
  if (!decoded.ok)
    return {
      ok: false,
      problem: { ...decoded.problem, path: ['site', decoded.problem.path].filter((p) => p !== '').join('.') },
    }
  return { ok: true, value: { ...json, site: decoded.site } }
}

/** Rules the schema cannot state: the file is named after its slug, and ids refer to things in the same file. */
function checkConsistency(tenant: TenantFile, fileName: string, shown: string): void {
  const { site } = tenant
  const fail = (path: string, problem: string): never => {
    throw new Error(`${shown}: field "${path}": ${problem}`)
  }
  if (fileName !== `${site.slug}.json`) fail('site.slug', `slug "${site.slug}" does not match the file name`)
  const dealershipIds = new Set(site.dealerships.map((d) => d.id))
  if (dealershipIds.size !== site.dealerships.length) fail('site.dealerships', 'duplicate dealership id')
  if (!dealershipIds.has(site.dealership_id)) fail('site.dealership_id', `no dealership with id ${site.dealership_id}`)
  const locationIds = new Set<number>()
  site.locations.forEach((location, i) => {
    if (locationIds.has(location.id)) fail(`site.locations[${i}].id`, `duplicate location id ${location.id}`)
    locationIds.add(location.id)
    if (!dealershipIds.has(location.dealership_id)) {
      fail(`site.locations[${i}].dealership_id`, `no dealership with id ${location.dealership_id}`)
    }
  })
  const paths = new Set<string>()
  tenant.pages.forEach((page, i) => {
    if (paths.has(page.path)) fail(`pages[${i}].path`, `duplicate page path ${page.path}`)
    paths.add(page.path)
  })
}

function claim<K>(seen: Map<K, string>, key: K, shown: string, path: string, problem: string): void {
  const other = seen.get(key)
  if (other !== undefined)
    throw new Error(`${shown}: field "${path}": ${problem} ${JSON.stringify(key)} (also in ${other})`)
  seen.set(key, shown)
}

/** A path relative to the working directory when the file is inside it, else as given. */
function displayPath(given: string, absolute: string): string {
  if (!isAbsolute(given)) return given.split(sep).join('/')
  const rel = relative(process.cwd(), absolute)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : absolute
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s*\n\s*/g, ' ').trim()
}
