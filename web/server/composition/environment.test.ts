import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  LEADS_DB_SYNCHRONOUS,
  LIVE_VARIABLES,
  readCaptchaSecret,
  readLeadsSynchronous,
  readMode,
  signInMailProblems,
  type LiveSettings,
} from './environment.ts'
import { readKeptMarkup, readLogLevel } from './process-environment.ts'

/** A value each kind of variable accepts. */
const good: Record<string, string> = {
  url: 'https://dashboard.example.com',
  'url-template': '/websites/{slug}/site_config.json',
  flag: 'false',
  seconds: '300',
  ms: '5000',
  secret: 's'.repeat(40),
  text: 'user',
  uuid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
  'smtp-url': 'smtps://mailer:p%40ss@mail.example.com:465',
  email: 'no-reply@dealer-sites.example.com',
}
const full = Object.fromEntries(LIVE_VARIABLES.map((v) => [v.name, good[v.kind]!])) as Record<string, string>
const required = Object.fromEntries(
  LIVE_VARIABLES.filter((v) => v.required).map((v) => [v.name, good[v.kind]!]),
) as Record<string, string>

/** readMode in live mode with the required variables, `over` on top. */
const readLive = (over: Record<string, string> = {}) => readMode({ ...required, ADAPTERS: 'live', ...over })

describe('readMode', () => {
  it('defaults to demo', () => {
    expect(readMode({})).toMatchObject({ ok: true, mode: 'demo', live: null })
    expect(readMode({ ADAPTERS: 'mock' })).toMatchObject({ ok: true, mode: 'mock', live: null })
  })
  it('refuses an unknown mode in one line', () => {
    expect(readMode({ ADAPTERS: 'prod' })).toEqual({
      ok: false,
      errors: ['ADAPTERS must be demo, mock or live (got "prod")'],
    })
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
  it('accepts live mode with every variable, and with only the required ones (optional ones undefined)', () => {
    const reading = readMode({ ...full, ADAPTERS: 'live' })
    expect(reading.ok && reading.mode).toBe('live')
    const minimal = readLive()
    expect(minimal.ok && minimal.live).toMatchObject({
      DASHBOARD_URL: 'https://dashboard.example.com',
      SITE_CONFIG_TTL_SECONDS: undefined,
      VEHICLE_LOOKUP_URL: undefined,
    })
  })
  it('trims values; blank counts as missing', () => {
    const reading = readLive({ DASHBOARD_URL: '  http://127.0.0.1:9  ' })
    expect(reading.ok && reading.live?.DASHBOARD_URL).toBe('http://127.0.0.1:9')
    const blank = readLive({ LEADS_API_URL: '   ' })
    expect(!blank.ok && blank.errors).toEqual([
      'Missing environment variable LEADS_API_URL (live mode): CRM base URL receiving POST/PUT /api/leads',
    ])
  })
  it('refuses unusable values, one line each, after the missing ones', () => {
    const reading = readLive({
      SESSION_SECRET: 'short',
      MEILISEARCH_HOST: 'search.example.com',
      DASHBOARD_URL: 'https://user:pw@dashboard.example.com',
      DASHBOARD_STAGING: 'yes',
      SITE_CONFIG_TTL_SECONDS: '0',
      DASHBOARD_TIMEOUT_MS: '1.5',
      SITE_CONFIG_URL: 'https://config.example.com/site.json',
    })
    expect(!reading.ok && reading.errors).toEqual([
      'Invalid environment variable DASHBOARD_URL (live mode): must be an http(s) URL without credentials (got "https://user:pw@dashboard.example.com")',
      'Invalid environment variable MEILISEARCH_HOST (live mode): must be an http(s) URL without credentials (got "search.example.com")',
      'Invalid environment variable SESSION_SECRET (live mode): must be at least 32 characters',
      'Invalid environment variable DASHBOARD_STAGING (live mode): must be true or false (got "yes")',
      'Invalid environment variable DASHBOARD_TIMEOUT_MS (live mode): must be a whole number ≥ 1 (got "1.5")',
      'Invalid environment variable SITE_CONFIG_URL (live mode): must contain {slug} (got "https://config.example.com/site.json")',
      'Invalid environment variable SITE_CONFIG_TTL_SECONDS (live mode): must be a whole number ≥ 1 (got "0")',
    ])
  })
  it('the staging flag needs the staging host; the lookup URL and key go together', () => {
    const reading = readLive({
      DASHBOARD_STAGING: 'true',
      VEHICLE_LOOKUP_URL: 'http://127.0.0.1:1',
    })
    expect(!reading.ok && reading.errors).toEqual([
      'Missing environment variable DASHBOARD_STAGING_URL (live mode): DASHBOARD_STAGING=true needs the staging dashboard base URL',
      'Invalid environment variables VEHICLE_LOOKUP_URL / VEHICLE_LOOKUP_API_KEY (live mode): set both or neither',
    ])
    const ok = readLive({
      DASHBOARD_STAGING: 'true',
      DASHBOARD_STAGING_URL: 'https://staging.example.com',
    })
    expect(ok.ok).toBe(true)
  })
  it('demo and mock never read live variables, however broken', () => {
    expect(readMode({ ADAPTERS: 'demo', DASHBOARD_URL: 'nonsense', SESSION_SECRET: 'x' })).toMatchObject({
      ok: true,
      mode: 'demo',
      live: null,
    })
  })
  it("an override to a live adapter needs only that adapter's variables, named with the override", () => {
    const reading = readMode({ ADAPTERS: 'demo', ADAPTER_LOOKUP: 'rest', VEHICLE_LOOKUP_URL: 'nonsense' })
    expect(!reading.ok && reading.errors).toEqual([
      'Invalid environment variable VEHICLE_LOOKUP_URL (live mode): must be an http(s) URL without credentials (got "nonsense")',
      'Invalid environment variables VEHICLE_LOOKUP_URL / VEHICLE_LOOKUP_API_KEY (live mode): set both or neither',
    ])
    const search = readMode({ ADAPTERS: 'demo', ADAPTER_SEARCH: 'meilisearch', ADAPTER_DASHBOARD: 'rest', ...required })
    expect(search.ok && search.selection.adapters).toMatchObject({
      search: 'meilisearch',
      dashboard: 'rest',
      leads: 'local',
    })
    const { MEILISEARCH_HOST: _h, ...noHost } = required
    const missing = readMode({ ADAPTERS: 'demo', ADAPTER_SEARCH: 'meilisearch', ADAPTER_DASHBOARD: 'rest', ...noHost })
    expect(!missing.ok && missing.errors).toEqual([
      'Missing environment variable MEILISEARCH_HOST (ADAPTER_SEARCH=meilisearch): default search host for tenants without their own',
    ])
  })
  it('a live site with some ports on stand-ins needs no variable of those ports', () => {
    const { LEADS_API_URL: _l, ...noCrm } = required
    const reading = readMode({
      ...noCrm,
      ADAPTERS: 'live',
      ADAPTER_LEADS: 'mock',
      ADAPTER_PAYMENTS: 'local',
      EVENTS_API_URL: 'https://events.example.com',
      QA_TOKEN: 'qa',
    })
    expect(reading.ok && reading.selection).toEqual({
      preset: 'live',
      adapters: {
        search: 'meilisearch',
        dashboard: 'rest',
        leads: 'mock',
        payments: 'local',
        lookup: 'rest',
        events: 'rest',
        captcha: 'turnstile',
        mail: 'smtp',
      },
      overridden: ['leads', 'payments'],
    })
  })
  it('a live site with a stand-in needs QA_TOKEN: one line naming the stand-ins (its QA pages are behind it)', () => {
    expect(readLive({ ADAPTER_MAIL: 'mailbox' })).toEqual({
      ok: false,
      errors: [
        'Missing environment variable QA_TOKEN (live mode): ADAPTER_MAIL=mailbox is a stand-in whose QA pages under /mock answer only requests carrying QA_TOKEN',
      ],
    })
    expect(readLive({ ADAPTER_MAIL: 'mailbox', QA_TOKEN: 'qa' }).ok).toBe(true)
    // an all-live site needs none (its /mock answers nobody), nor do demo and mock
    expect(readLive().ok).toBe(true)
    expect(readMode({ ADAPTERS: 'mock' }).ok).toBe(true)
    expect(readMode({ ADAPTERS: 'demo', ADAPTER_LEADS: 'mock' }).ok).toBe(true)
  })

  it('property: a live site with any stand-in and no QA_TOKEN is refused in exactly one line naming QA_TOKEN', () => {
    const standIns = fc.uniqueArray(
      fc.constantFrom(
        ['ADAPTER_LEADS', 'mock'],
        ['ADAPTER_LEADS', 'local'],
        ['ADAPTER_PAYMENTS', 'local'],
        ['ADAPTER_MAIL', 'mailbox'],
        ['ADAPTER_CAPTCHA', 'local'],
        ['ADAPTER_LOOKUP', 'demo'],
        ['ADAPTER_EVENTS', 'local'],
      ),
      { minLength: 1, selector: ([name]) => name },
    )
    fc.assert(
      fc.property(standIns, fc.constantFrom(undefined, '', '  '), (chosen, token) => {
        const env = { ...required, ADAPTERS: 'live', ...Object.fromEntries(chosen), QA_TOKEN: token }
        const reading = readMode(env)
        expect(reading.ok).toBe(false)
        const errors = reading.ok ? [] : reading.errors
        expect(errors).toHaveLength(1)
        expect(errors[0]).toMatch(/^Missing environment variable QA_TOKEN \(live mode\): /)
        for (const [name, adapter] of chosen) expect(errors[0]).toContain(`${name}=${adapter}`)
        expect(readMode({ ...env, QA_TOKEN: 'qa-token' }).ok).toBe(true)
      }),
    )
  })

  it('every variable is documented: a purpose, a default and what it affects', () => {
    for (const v of LIVE_VARIABLES) {
      expect(v.purpose.length).toBeGreaterThan(5)
      expect(v.affects.length).toBeGreaterThan(5)
      expect(typeof v.default).toBe('string')
    }
    expect(new Set(LIVE_VARIABLES.map((v) => v.name)).size).toBe(LIVE_VARIABLES.length)
  })
  it('property: the errors are exactly one line per missing required variable when the rest are good', () => {
    const names = LIVE_VARIABLES.filter((v) => v.required).map((v) => v.name)
    fc.assert(
      fc.property(fc.subarray(names), (dropped) => {
        const env: Record<string, string> = { ...full, ADAPTERS: 'live' }
        for (const name of dropped) delete env[name]
        const reading = readMode(env)
        if (dropped.length === 0) {
          expect(reading.ok).toBe(true)
        } else {
          expect(!reading.ok && reading.errors.map((e) => e.split(' ')[3])).toEqual(
            names.filter((n) => dropped.includes(n)),
          )
        }
      }),
    )
  })
})

describe('mail variables (live sign-in codes)', () => {
  it('SMTP_URL must be smtp(s) with a host, and its value (a password) is never echoed; MAIL_FROM a plain address', () => {
    const reading = readLive({
      SMTP_URL: 'https://mailer:hunter2@mail.example.com',
      MAIL_FROM: 'Dealer <x@y.com>',
      SMTP_TIMEOUT_MS: '0',
    })
    expect(!reading.ok && reading.errors).toEqual([
      'Invalid environment variable SMTP_URL (live mode): must be an smtp:// or smtps:// URL with a host (the value is not shown: it may hold a password)',
      'Invalid environment variable MAIL_FROM (live mode): must be a plain email address (got "Dealer <x@y.com>")',
      'Invalid environment variable SMTP_TIMEOUT_MS (live mode): must be a whole number ≥ 1 (got "0")',
    ])
    const ok = readLive({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'no-reply@dealer.example.com',
    })
    expect(ok.ok && ok.live).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'no-reply@dealer.example.com',
      SMTP_TIMEOUT_MS: undefined,
    })
  })
  it('SMTP_URL and MAIL_FROM go together', () => {
    expect(readLive({ SMTP_URL: 'smtp://mail.example.com' })).toEqual({
      ok: false,
      errors: ['Invalid environment variables SMTP_URL / MAIL_FROM (live mode): set both or neither'],
    })
    expect(readLive({ MAIL_FROM: 'a@b.co' })).toMatchObject({ ok: false })
  })
  it('property: the password of an unusable SMTP_URL never reaches the start-up lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'ftp', 'smtpx', 'mailto', ''),
        fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
        (scheme, password) => {
          const reading = readLive({
            SMTP_URL: `${scheme}://mailer:${password}@mail.example.com`,
            MAIL_FROM: 'a@b.co',
          })
          expect(reading.ok).toBe(false)
          expect(!reading.ok && reading.errors.join('\n')).not.toContain(password)
        },
      ),
    )
  })
  const site = (slug: string, garage: boolean, auth = false) => ({
    slug,
    auth_enabled: auth,
    flags: { garage_enabled: garage },
  })
  const live = (over: Partial<LiveSettings>) => ({
    ...(readLive() as { live: LiveSettings }).live,
    ...over,
  })
  it('start-up needs both when a tenant signs shoppers in, one line each naming the tenants', () => {
    const sites = [
      site('demo-motors', true, true),
      site('coastal-nissan', false),
      site('metro-auto-group', true),
      site('subscribe-cars', false, true),
    ]
    expect(signInMailProblems(live({}), sites)).toEqual([
      'Missing environment variable SMTP_URL (live mode): tenants demo-motors, metro-auto-group, subscribe-cars sign shoppers in with emailed codes',
      'Missing environment variable MAIL_FROM (live mode): tenants demo-motors, metro-auto-group, subscribe-cars sign shoppers in with emailed codes',
    ])
    expect(signInMailProblems(live({}), [site('demo-motors', true)])).toEqual([
      'Missing environment variable SMTP_URL (live mode): tenant demo-motors signs shoppers in with emailed codes',
      'Missing environment variable MAIL_FROM (live mode): tenant demo-motors signs shoppers in with emailed codes',
    ])
    expect(signInMailProblems(live({ SMTP_URL: 'smtp://m.example.com', MAIL_FROM: 'a@b.co' }), sites)).toEqual([])
  })
  it('property: without a signing-in tenant the mail variables are optional', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), (slugs) => {
        expect(
          signInMailProblems(
            live({}),
            slugs.map((slug) => site(slug, false)),
          ),
        ).toEqual([])
      }),
    )
  })
})

describe('live variable documentation', () => {
  it('.env.example and docs/LIVE.md name every live variable', async () => {
    const { readFileSync } = await import('node:fs')
    const example = readFileSync('.env.example', 'utf8')
    const docs = readFileSync('docs/LIVE.md', 'utf8')
    const missing = LIVE_VARIABLES.map((v) => v.name).filter(
      (name) => !example.includes(`${name}=`) || !docs.includes(`\`${name}\``),
    )
    expect(missing).toEqual([])
  })
})

describe('LEADS_DB_SYNCHRONOUS (every mode)', () => {
  it('is normal unless set; normal or full in any case; anything else is one line naming it', () => {
    expect(readLeadsSynchronous({})).toEqual({ ok: true, value: 'normal' })
    expect(readLeadsSynchronous({ LEADS_DB_SYNCHRONOUS: ' ' })).toEqual({ ok: true, value: 'normal' })
    expect(readLeadsSynchronous({ LEADS_DB_SYNCHRONOUS: 'FULL' })).toEqual({ ok: true, value: 'full' })
    expect(readLeadsSynchronous({ LEADS_DB_SYNCHRONOUS: 'normal' })).toEqual({ ok: true, value: 'normal' })
    expect(readLeadsSynchronous({ LEADS_DB_SYNCHRONOUS: 'off' })).toEqual({
      ok: false,
      error: 'Invalid environment variable LEADS_DB_SYNCHRONOUS: must be normal or full (got "off")',
    })
  })
  it('.env.example and docs/LIVE.md name it, and docs/OPERATIONS.md has its Durability paragraph', async () => {
    const { readFileSync } = await import('node:fs')
    expect(readFileSync('.env.example', 'utf8')).toContain(`${LEADS_DB_SYNCHRONOUS.name}=`)
    expect(readFileSync('docs/LIVE.md', 'utf8')).toContain(`\`${LEADS_DB_SYNCHRONOUS.name}\``)
    expect(readFileSync('docs/OPERATIONS.md', 'utf8')).toMatch(/## Durability[\s\S]*LEADS_DB_SYNCHRONOUS=full/)
  })
})

describe('the local captcha key', () => {
  const captcha = 'c'.repeat(32)
  const session = 's'.repeat(32)
  it('is CAPTCHA_SECRET, else SESSION_SECRET, else none (a random key per start)', () => {
    expect(readCaptchaSecret({ CAPTCHA_SECRET: captcha, SESSION_SECRET: session })).toBe(captcha)
    expect(readCaptchaSecret({ SESSION_SECRET: session })).toBe(session)
    expect(readCaptchaSecret({})).toBeUndefined()
  })
})

describe('the settings read where no composition reaches (the logger, the kept markup)', () => {
  it('LOG_LEVEL is the logger level; unset, warn in the code the test runner loads', () => {
    expect(readLogLevel({ LOG_LEVEL: 'debug' })).toBe('debug')
    expect(readLogLevel({})).toBe('warn')
  })

  it('KEPT_MARKUP=off keeps no markup; anything else, or nothing, keeps it', () => {
    expect(readKeptMarkup({ KEPT_MARKUP: 'off' })).toBe(false)
    expect(readKeptMarkup({ KEPT_MARKUP: 'on' })).toBe(true)
    expect(readKeptMarkup({})).toBe(true)
  })
})
