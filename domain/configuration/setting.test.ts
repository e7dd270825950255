import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bothOrNeither,
  defineSettings,
  neededSetting,
  settingProblem,
  MIN_SESSION_SECRET_LENGTH,
  type Setting,
  type SettingKind,
} from './setting.ts'

const setting = (kind: SettingKind, name = 'X_SETTING'): Setting => ({
  name,
  required: false,
  purpose: 'a setting',
  kind,
  default: '',
  affects: 'tests',
})

describe('a setting value is checked by its kind', () => {
  it.each<[SettingKind, string]>([
    ['url', 'https://dashboard.example.com'],
    ['url-template', '/websites/{slug}/site_config.json'],
    ['url-template', 'https://config.example.com/{slug}.json'],
    ['flag', 'true'],
    ['seconds', '300'],
    ['ms', '5000'],
    ['uuid', '6062abda-a5aa-4414-ac91-ecd7944c0f8d'],
    ['smtp-url', 'smtps://mailer:pass@mail.example.com:465'],
    ['email', 'no-reply@dealer.example.com'],
    ['text', 'anything at all'],
  ])('%s accepts %s', (kind, value) => {
    expect(settingProblem(setting(kind), value)).toBeNull()
  })

  it.each<[SettingKind, string, string]>([
    [
      'url',
      'https://user:pw@example.com',
      'must be an http(s) URL without credentials (got "https://user:pw@example.com")',
    ],
    ['url-template', '/websites/site.json', 'must contain {slug} (got "/websites/site.json")'],
    ['flag', 'yes', 'must be true or false (got "yes")'],
    ['seconds', '0', 'must be a whole number ≥ 1 (got "0")'],
    ['uuid', 'key-1', 'must be a key uid (a UUID) (got "key-1")'],
    ['email', 'Dealer <a@b.co>', 'must be a plain email address (got "Dealer <a@b.co>")'],
  ])('%s refuses %s in one line naming the variable', (kind, value, what) => {
    expect(settingProblem(setting(kind), value)).toBe(`Invalid environment variable X_SETTING (live mode): ${what}`)
  })

  it('names what made the setting needed', () => {
    expect(settingProblem(setting('flag'), 'no', 'ADAPTER_DASHBOARD=rest')).toBe(
      'Invalid environment variable X_SETTING (ADAPTER_DASHBOARD=rest): must be true or false (got "no")',
    )
  })

  it('property: a session secret is refused exactly when shorter than the minimum; other secrets never', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (value) => {
        const short = value.length < MIN_SESSION_SECRET_LENGTH
        expect(settingProblem(setting('secret', 'SESSION_SECRET'), value) !== null).toBe(short)
        expect(settingProblem(setting('secret', 'OTHER_SECRET'), value)).toBeNull()
      }),
    )
  })

  it('property: an unusable mail server address never repeats its password', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'ftp', 'smtpx', 'mailto'),
        fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
        (scheme, password) => {
          const line = settingProblem(setting('smtp-url'), `${scheme}://mailer:${password}@mail.example.com`)
          expect(line).not.toBeNull()
          expect(line).not.toContain(password)
        },
      ),
    )
  })

  it('property: a whole number of seconds is accepted exactly when it is 1 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 999_999_999 }), (n) => {
        expect(settingProblem(setting('seconds'), String(n)) === null).toBe(n >= 1)
      }),
    )
  })
})

describe('two settings that only work together', () => {
  it('property: one line exactly when one of the two is set', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1 })), fc.option(fc.string({ minLength: 1 })), (a, b) => {
        const lines = bothOrNeither({ A: a ?? undefined, B: b ?? undefined }, 'A', 'B')
        expect(lines).toEqual(
          (a === null) === (b === null) ? [] : ['Invalid environment variables A / B (live mode): set both or neither'],
        )
      }),
    )
  })
})

describe('a setting another one needs', () => {
  it('one line naming it and why, only when it is missing', () => {
    expect(neededSetting(true, 'B_URL', 'A=true needs B_URL')).toEqual([
      'Missing environment variable B_URL (live mode): A=true needs B_URL',
    ])
    expect(neededSetting(false, 'B_URL', 'A=true needs B_URL')).toEqual([])
  })
})

describe('an adapter declares its settings by variable', () => {
  it('in the order declared, optional with nothing applying unless it says otherwise', () => {
    const settings: readonly Setting[] = defineSettings({
      A_URL: { purpose: 'where A is', kind: 'url', affects: 'every tenant' },
      A_KEY: { required: true, purpose: 'the key', kind: 'secret', affects: 'as A_URL' },
      A_TIMEOUT_MS: { purpose: 'how long', kind: 'ms', default: '5000', affects: 'as A_URL' },
    })
    expect(settings).toEqual([
      { name: 'A_URL', required: false, purpose: 'where A is', kind: 'url', default: '', affects: 'every tenant' },
      { name: 'A_KEY', required: true, purpose: 'the key', kind: 'secret', default: '', affects: 'as A_URL' },
      { name: 'A_TIMEOUT_MS', required: false, purpose: 'how long', kind: 'ms', default: '5000', affects: 'as A_URL' },
    ])
  })
})
