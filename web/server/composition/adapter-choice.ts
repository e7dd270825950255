/**
 * Which adapter serves each port. `ADAPTERS` picks a preset (demo, mock, live); `ADAPTER_{PORT}` overrides one
 * port, so QA can run a staging site on live search and the live dashboard while leads go to the mock inbox:
 * `ADAPTERS=live ADAPTER_LEADS=mock ADAPTER_PAYMENTS=local`. Read once, by the composition root.
 */
export type Preset = 'demo' | 'mock' | 'live'

export const PRESETS: readonly Preset[] = ['demo', 'mock', 'live']

/**
 * One port: what it covers and its adapters. The first adapter is the stand-in every demo uses and the last talks to
 * the real outside service, so the demo preset picks the first, the live preset the last; the mock preset picks the
 * stand-in unless the port has a mock of its own.
 */
function port<const A extends string>(covers: string, adapters: readonly [A, ...A[]], mock: A = adapters[0]) {
  const presets: Readonly<Record<Preset, A>> = { demo: adapters[0], mock, live: adapters.at(-1) ?? adapters[0] }
  return { covers, adapters, presets }
}

/** Each port, what it covers, its adapters and each preset's pick. */
export const PORTS = {
  search: port('stock: the search index, listings and car pages', ['embedded', 'meilisearch']),
  dashboard: port('site configuration, bookings, manufacturers and search pages', ['fixture', 'rest']),
  leads: port('where leads are delivered', ['local', 'mock', 'crm'], 'mock'),
  payments: port('reserve-online deposits', ['local', 'providers']),
  lookup: port('rego, NEVDIS and Autograb lookups', ['demo', 'rest']),
  events: port('phone-reveal and phone-call events', ['local', 'rest']),
  captcha: port("the lead forms' captcha", ['local', 'turnstile']),
  mail: port('sign-in code emails', ['mailbox', 'smtp']),
}

export type PortName = keyof typeof PORTS
export type AdapterOf<P extends PortName> = (typeof PORTS)[P]['adapters'][number]
export type AdapterChoice = { readonly [P in PortName]: AdapterOf<P> }

export const PORT_NAMES = Object.keys(PORTS) as PortName[]

/** The variable that overrides a port: ADAPTER_SEARCH, ADAPTER_LEADS, … */
export const overrideVariable = (port: PortName): string => `ADAPTER_${port.toUpperCase()}`

/** The adapters that talk to the real outside service; every other one is a stand-in. */
const LIVE_ADAPTER: AdapterChoice = Object.fromEntries(
  PORT_NAMES.map((p) => [p, PORTS[p].presets.live]),
) as AdapterChoice

export interface Selection {
  readonly preset: Preset
  readonly adapters: AdapterChoice
  /** ports set by an ADAPTER_{PORT} variable (start-up says so) */
  readonly overridden: readonly PortName[]
}

export type SelectionReading =
  | { readonly ok: true; readonly selection: Selection }
  | { readonly ok: false; readonly errors: readonly string[] }

/** Combinations that cannot work, each one line. */
function conflicts(adapters: AdapterChoice): string[] {
  const problems: string[] = []
  // car pages come from the dashboard, listings from the index: any engine but the demo stock's serves the dealer's
  // stock, whose cars only the dealer's dashboard can open
  const stockEngine = adapters.search !== PORTS.search.presets.demo
  const liveDashboard = PORTS.dashboard.presets.live
  if (stockEngine && adapters.dashboard !== liveDashboard) {
    problems.push(
      `${overrideVariable('search')}=${adapters.search} needs ${overrideVariable('dashboard')}=${liveDashboard}: car pages come from the dashboard, listings from the index`,
    )
  }
  return problems
}

/**
 * Reads `ADAPTERS` and every `ADAPTER_{PORT}`. An unknown preset, port or adapter name is one line naming it
 * (with what would be accepted); so is a combination that cannot work.
 */
export function readSelection(env: Readonly<Record<string, string | undefined>>): SelectionReading {
  const errors: string[] = []
  const raw = (env.ADAPTERS ?? 'demo').trim() || 'demo'
  const preset = (PRESETS as readonly string[]).includes(raw) ? (raw as Preset) : null
  if (!preset) errors.push(`ADAPTERS must be demo, mock or live (got "${raw}")`)
  for (const name of Object.keys(env)) {
    if (!name.startsWith('ADAPTER_')) continue
    const port = name.slice('ADAPTER_'.length).toLowerCase()
    if (!(PORT_NAMES as string[]).includes(port)) {
      errors.push(`${name} names no port; the ports are ${PORT_NAMES.map(overrideVariable).join(', ')}`)
    }
  }
  const adapters: Record<string, string> = {}
  const overridden: PortName[] = []
  for (const port of PORT_NAMES) {
    const value = env[overrideVariable(port)]?.trim()
    const accepted: readonly string[] = PORTS[port].adapters
    if (value) {
      if (!accepted.includes(value)) {
        errors.push(`${overrideVariable(port)} must be ${accepted.join(' or ')} (got "${value}")`)
        continue
      }
      adapters[port] = value
      overridden.push(port)
    } else if (preset) {
      adapters[port] = PORTS[port].presets[preset]
    }
  }
  if (errors.length > 0 || !preset) return { ok: false, errors }
  const choice = adapters as AdapterChoice
  const problems = conflicts(choice)
  if (problems.length > 0) return { ok: false, errors: problems }
  return { ok: true, selection: { preset, adapters: choice, overridden } }
}

/** Whether a port talks to the real outside service. */
export const isLive = (selection: Selection, port: PortName): boolean => selection.adapters[port] === LIVE_ADAPTER[port]

/**
 * Ports a QA banner names: on a mock or live site, every port on a stand-in; on a demo site, ports explicitly
 * set to `mock`. Empty on the plain demo (a demo is all stand-ins, and says so itself) and on an all-live site.
 */
export function mockedPorts(selection: Selection): PortName[] {
  return PORT_NAMES.filter((port) =>
    selection.preset === 'demo' ? selection.adapters[port] === 'mock' : !isLive(selection, port),
  )
}

/** Start-up's account of the choice: one line per port. */
export function describeSelection(selection: Selection): string[] {
  return PORT_NAMES.map((port) => {
    const how = selection.overridden.includes(port) ? `${overrideVariable(port)}` : `ADAPTERS=${selection.preset}`
    return `port ${port.padEnd(9)} → ${selection.adapters[port].padEnd(11)} (${how}; ${PORTS[port].covers})`
  })
}
