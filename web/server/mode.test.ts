import { describe, expect, it } from 'vitest'
import { LIVE_VARIABLES, readMode } from './mode.ts'

const full = Object.fromEntries(LIVE_VARIABLES.map((v) => [v.name, 'x'])) as Record<string, string>

describe('readMode', () => {
  it('defaults to demo', () => {
    expect(readMode({})).toEqual({ ok: true, mode: 'demo', live: null })
    expect(readMode({ ADAPTERS: 'mock' })).toEqual({ ok: true, mode: 'mock', live: null })
  })
  it('refuses an unknown mode in one line', () => {
    expect(readMode({ ADAPTERS: 'prod' })).toEqual({ ok: false, errors: ['ADAPTERS must be demo, mock or live (got "prod")'] })
  })
  it('names each missing live variable on its own line', () => {
    const { DASHBOARD_URL: _a, SESSION_SECRET: _b, ...rest } = full
    const reading = readMode({ ...rest, ADAPTERS: 'live' })
    expect(reading.ok).toBe(false)
    if (reading.ok) return
    expect(reading.errors).toEqual([
      'Missing environment variable DASHBOARD_URL (live mode): dealer dashboard REST API base URL (site config, cars, bookings)',
      'Missing environment variable SESSION_SECRET (live mode): signs shopper session cookies (at least 32 characters)',
    ])
  })
  it('accepts live mode with every required variable', () => {
    const reading = readMode({ ...full, ADAPTERS: 'live' })
    expect(reading.ok && reading.mode).toBe('live')
  })
})
