import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  PORTS,
  PORT_NAMES,
  describeSelection,
  mockedPorts,
  overrideVariable,
  readSelection,
  type PortName,
} from './adapter-choice.ts'

const chosen = (env: Record<string, string>) => {
  const reading = readSelection(env)
  if (!reading.ok) throw new Error(reading.errors.join('\n'))
  return reading.selection
}

describe('adapter choice: presets, and one override per port', () => {
  it('each preset picks its adapter for every port', () => {
    expect(chosen({}).adapters).toEqual({
      search: 'embedded',
      dashboard: 'fixture',
      leads: 'local',
      payments: 'local',
      lookup: 'demo',
      events: 'local',
      captcha: 'local',
      mail: 'mailbox',
    })
    expect(chosen({ ADAPTERS: 'mock' }).adapters.leads).toBe('mock')
    expect(chosen({ ADAPTERS: 'live' }).adapters).toEqual({
      search: 'meilisearch',
      dashboard: 'rest',
      leads: 'crm',
      payments: 'providers',
      lookup: 'rest',
      events: 'rest',
      captcha: 'turnstile',
      mail: 'smtp',
    })
  })
  it("the issue's staging example: live search and dashboard, leads to the mock inbox, local payments", () => {
    const selection = chosen({ ADAPTERS: 'live', ADAPTER_LEADS: 'mock', ADAPTER_PAYMENTS: 'local' })
    expect(selection.adapters).toMatchObject({
      search: 'meilisearch',
      dashboard: 'rest',
      leads: 'mock',
      payments: 'local',
    })
    expect(selection.overridden).toEqual(['leads', 'payments'])
    expect(mockedPorts(selection)).toEqual(['leads', 'payments'])
  })
  it('an unknown preset, port or adapter is refused in one line naming it', () => {
    expect(readSelection({ ADAPTERS: 'prod' })).toEqual({
      ok: false,
      errors: ['ADAPTERS must be demo, mock or live (got "prod")'],
    })
    expect(readSelection({ ADAPTER_LEED: 'mock' })).toEqual({
      ok: false,
      errors: [`ADAPTER_LEED names no port; the ports are ${PORT_NAMES.map(overrideVariable).join(', ')}`],
    })
    expect(readSelection({ ADAPTERS: 'live', ADAPTER_PAYMENTS: 'stripe' })).toEqual({
      ok: false,
      errors: ['ADAPTER_PAYMENTS must be local or providers (got "stripe")'],
    })
  })
  it('a combination that cannot work is refused in one line', () => {
    expect(readSelection({ ADAPTER_SEARCH: 'meilisearch' })).toEqual({
      ok: false,
      errors: [
        'ADAPTER_SEARCH=meilisearch needs ADAPTER_DASHBOARD=rest: car pages come from the dashboard, listings from the index',
      ],
    })
  })
  it('the banner: no port on the plain demo or an all-live site; every stand-in on mock; explicit mocks on a demo', () => {
    expect(mockedPorts(chosen({}))).toEqual([])
    expect(mockedPorts(chosen({ ADAPTERS: 'live' }))).toEqual([])
    expect(mockedPorts(chosen({ ADAPTERS: 'mock' }))).toEqual(PORT_NAMES)
    expect(mockedPorts(chosen({ ADAPTER_LEADS: 'mock' }))).toEqual(['leads'])
  })
  it('start-up says one line per port, naming where the choice came from', () => {
    const lines = describeSelection(chosen({ ADAPTERS: 'live', ADAPTER_LEADS: 'mock' }))
    expect(lines).toHaveLength(PORT_NAMES.length)
    expect(lines[0]).toMatch(/^port search +→ meilisearch +\(ADAPTERS=live; /)
    expect(lines.find((l) => l.startsWith('port leads'))).toMatch(/→ mock +\(ADAPTER_LEADS; /)
  })
  it('property: any valid override set is honoured port by port, and the rest follow the preset', () => {
    const override = fc.record(
      Object.fromEntries(
        PORT_NAMES.map((p) => [p, fc.option(fc.constantFrom(...PORTS[p].adapters), { nil: undefined })]),
      ) as Record<PortName, fc.Arbitrary<string | undefined>>,
    )
    fc.assert(
      fc.property(fc.constantFrom('demo', 'mock', 'live'), override, (preset, picks) => {
        const env: Record<string, string> = { ADAPTERS: preset }
        for (const port of PORT_NAMES) if (picks[port]) env[overrideVariable(port)] = picks[port]
        const reading = readSelection(env)
        if (!reading.ok) {
          // the only refusal of valid names is the search/dashboard pairing
          expect(reading.errors).toEqual([
            expect.stringMatching(/^ADAPTER_SEARCH=meilisearch needs ADAPTER_DASHBOARD=rest/),
          ])
          return
        }
        for (const port of PORT_NAMES) {
          expect(reading.selection.adapters[port]).toBe(picks[port] ?? PORTS[port].presets[preset])
        }
      }),
    )
  })
})
