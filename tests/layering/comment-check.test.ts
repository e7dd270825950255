import { describe, expect, it } from 'vitest'
import { classify, commentLines, findings, isCheckedFile } from '../../scripts/comment-check.mjs'

/**
 * The comment check (scripts/comment-check.mjs, a `npm test` step): comments state the rule and why. A figure someone
 * observed or the story of how the code got here is flagged; a limit the code enforces, a spec constant and a
 * comparison of designs are not.
 */
type Kind = 'measurement' | 'history'

/** A test per line: `classify` flags it as `kind`. */
function flagsEach(title: string, kind: Kind, lines: readonly string[]): void {
  it.each(lines)(`${title}: %s`, (line) => {
    expect(classify(line)[kind]).not.toBeNull()
  })
}

/** A test per line: `classify` flags it as none of `kinds`. */
function passesEach(title: string, kinds: readonly Kind[], lines: readonly string[]): void {
  it.each(lines)(`${title}: %s`, (line) => {
    for (const kind of kinds) expect(classify(line)[kind]).toBeNull()
  })
}

describe('comment classifier', () => {
  flagsEach('flags a measurement', 'measurement', [
    'the form engine is about 100 KB of script, fetched when the dialog opens',
    'runtime number-format data, 30–70 ms of a phone main thread while the page hydrates',
    'serialising it was a tenth of a 404 CPU time',
    'measured: 15 % more CPU per listing render',
    'scaled to a 4× slower CPU',
    'the first car photo at about 3 s instead of 1.2 s',
    'a vehicle page allocated 589 KB per render with them, 557 KB without',
    'quality 4, for 8.2 against 7.1 KB',
    'the runtime helper (0.7 KB) is on every page',
    'Prints throughput: 1,800 req/s on this machine',
  ])

  passesEach(
    'passes a rule',
    ['measurement', 'history'],
    [
      'SPEC §2/§4 search-service status: idle → loading → stalled after 200 ms, or error.',
      'SPEC §9: the search state is written to the address at most every 400 ms.',
      '64 KB: a lead with every answer and 50 visited pages is a few KB; anything past this is not a lead.',
      'the most one file may be: 5 MB (SPEC §5 résumé limit)',
      'sold cars stay listed this many days by default (3 days = 259,200,000 ms).',
      'social images are rewritten to a 1200×630 fill crop.',
      'per-attempt timeout, ms (default 10 s)',
      'the ratio is the figure the issue asks for (all workers ≥ 1.6× one process)',
      'Targets: 5k p50 ≤ 2 ms; 50k p50 ≤ 10 ms and p99 ≤ 40 ms; build at 50k ≤ 5 s.',
      'Nissan Finance  weekly; 10% deposit and a 30% final payment; lender term else 48 months.',
      "cheapest to dearest; each step adds 9 % of the base badge's price",
      "Reads a formatted price back ('$12,345.50' → 12345.5); null when it is not one.",
    ],
  )

  flagsEach('flags history', 'history', [
    'Each used to read the body again (decode), and hand on a new one (encode).',
    'about 2.2 KB each before the cards round, 1.9 KB after it',
    'sends the new token with the old answer (it once did, and the last step failed with a 422)',
    'the probe that used to sit in the About page',
    'Now the server keeps one context object per site and stock version',
    'each card was still looked up and written by React',
    'a dynamic import per view was a module map look-up and promises each time',
    'this was changed to read the header first',
  ])

  passesEach(
    'passes a statement of the rule',
    ['history'],
    [
      'answers 404 instead of the page',
      "the verb stays ('can be used as a deposit', 'we used to', 'is used by').",
      'a car no longer listed takes its head with it',
      'the form the captcha was issued for',
      'a key costs one round trip per batch instead of one per request',
      'the targets are dealt round each kind of target',
      'the key used to sign the cookie',
    ],
  )
})

describe('comment extraction', () => {
  it('reads line and block comments, one entry per line, markers stripped', () => {
    const source = ['// one', 'const a = 1 /* two */', '/**', ' * three', ' * four', ' */', 'const b = 2'].join('\n')
    expect(commentLines(source)).toEqual([
      { line: 1, text: 'one' },
      { line: 2, text: 'two' },
      { line: 4, text: 'three' },
      { line: 5, text: 'four' },
    ])
  })

  it('is not fooled by // or /* inside strings, templates, regular expressions or JSX text', () => {
    const source = [
      "const url = 'https://example.com/a' // real",
      `const t = \`http://x/\${'//' + y}/*\``,
      'const re = /\\/\\/[^/]*/g.test(s) ? a / b : c // after a regex',
      'const n = car.price! / 100 // after a division',
      'const el = <p>Don\'t // this is text <a href="//cdn">x</a> {/* in braces */}</p>',
      'const f = <T,>(x: T) => x // generic arrow',
    ].join('\n')
    expect(commentLines(source, { jsx: true }).map((c) => c.text)).toEqual([
      'real',
      'after a regex',
      'after a division',
      'in braces',
      'generic arrow',
    ])
  })

  it('reports file and line of each flagged comment, and skips the generated route tree', () => {
    const source = 'const a = 1\n// the dialog is about 20 KB\n// answers 404 instead of the page\n'
    expect(findings('web/x.ts', source).map((f) => [f.path, f.line, f.measurement !== null])).toEqual([
      ['web/x.ts', 2, true],
    ])
    expect(isCheckedFile('web/routeTree.gen.ts')).toBe(false)
    expect(isCheckedFile('web/client.tsx')).toBe(true)
    expect(isCheckedFile('README.md')).toBe(false)
    expect(isCheckedFile('scripts/comment-check.mjs')).toBe(false)
  })
})
