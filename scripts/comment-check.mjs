// `npm test` step: comments state the rule and why. A figure someone observed (a timing, an observed size, a
// speed-up) goes stale the day the code changes, and the story of how the code got here belongs to git, so code
// comments carry neither: measurements and the commands that reproduce them live in the performance doc, history in
// commit messages. A number the code enforces (a 5 MB upload limit, a 30-day retention, a 2 s timeout) is the rule
// itself and stays. The step lists every hit as file:line and fails past the budgets below.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The most comment lines that may carry a measurement, and that may tell history. */
export const BUDGETS = { measurement: 5, history: 0 }

/**
 * Source files the check reads: not the route tree, which is generated (its comments are not ours to write), nor this
 * script, whose comments quote the phrasing it flags.
 */
export const isCheckedFile = (path) =>
  /\.(ts|tsx|mjs|mts|cjs)$/.test(path) && !path.endsWith('routeTree.gen.ts') && path !== 'scripts/comment-check.mjs'

// ---------------------------------------------------------------------------------------------------------------
// Comment extraction: a small tokenizer that skips string, template and regular-expression literals and JSX text,
// so a `//` inside a URL, a regex or a paragraph of JSX is never taken for a comment.
// ---------------------------------------------------------------------------------------------------------------

/** Words after which a `/` starts a regular expression rather than a division. */
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
])

const isIdentStart = (c) => /[A-Za-z_$\u00c0-\uffff]/.test(c)
const isIdentPart = (c) => /[A-Za-z0-9_$\u00c0-\uffff]/.test(c)

/**
 * Every comment in `source`, one entry per physical line: `{ line, text }` with the comment markers (`//`, `/*`,
 * `*` at the start of a JSDoc line, `*\/`) stripped. `jsx` enables JSX text (for .tsx files).
 */
export function commentLines(source, { jsx = false } = {}) {
  const out = []
  const src = source
  const n = src.length
  let i = 0
  let line = 1
  // The last significant token: 'word:<name>', 'value' (a literal, identifier, `)` or `]`) or 'punct'.
  let prev = 'punct'

  const advance = (to) => {
    for (; i < to && i < n; i++) if (src[i] === '\n') line++
    i = Math.min(to, n)
  }
  const regexAllowed = () => prev === 'punct' || (prev.startsWith('word:') && REGEX_AFTER_WORDS.has(prev.slice(5)))

  const lineComment = () => {
    const end = src.indexOf('\n', i) === -1 ? n : src.indexOf('\n', i)
    out.push({ line, text: src.slice(i + 2, end).trim() })
    advance(end)
  }
  const blockComment = () => {
    const close = src.indexOf('*/', i + 2)
    const end = close === -1 ? n : close + 2
    const body = src.slice(i + 2, close === -1 ? n : close)
    body.split('\n').forEach((raw, k) => {
      const text = raw
        .replace(/^\s*\*(?!\/)/, '')
        .replace(/^\*+/, '')
        .trim()
      if (text !== '') out.push({ line: line + k, text })
    })
    advance(end)
  }
  const quoted = (q) => {
    let j = i + 1
    while (j < n && src[j] !== q && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1
    advance(j + 1)
    prev = 'value'
  }
  const regex = () => {
    let j = i + 1
    let inClass = false
    while (j < n && src[j] !== '\n') {
      const c = src[j]
      if (c === '\\') j += 2
      else {
        if (c === '[') inClass = true
        else if (c === ']') inClass = false
        else if (c === '/' && !inClass) break
        j++
      }
    }
    j++
    while (j < n && isIdentPart(src[j])) j++
    advance(j)
    prev = 'value'
  }
  const template = () => {
    advance(i + 1)
    while (i < n && src[i] !== '`') {
      if (src[i] === '\\') advance(i + 2)
      else if (src[i] === '$' && src[i + 1] === '{') {
        advance(i + 2)
        code('}')
        advance(i + 1)
      } else advance(i + 1)
    }
    advance(i + 1)
    prev = 'value'
  }
  // A JSX element from its `<` to the end of its closing tag (or of its self-closing tag).
  const element = () => {
    let depth = 0
    for (;;) {
      // a tag: `<`, name and attributes, `>` or `/>`
      const closing = src[i + 1] === '/'
      advance(i + 1)
      let selfClosing = false
      while (i < n && src[i] !== '>') {
        const c = src[i]
        if (c === '"' || c === "'") quoted(c)
        else if (c === '{') {
          advance(i + 1)
          code('}')
          advance(i + 1)
        } else if (c === '/' && src[i + 1] === '/') lineComment()
        else if (c === '/' && src[i + 1] === '*') blockComment()
        else {
          if (c === '/' && src[i + 1] === '>') selfClosing = true
          advance(i + 1)
        }
      }
      advance(i + 1)
      if (closing) depth--
      else if (!selfClosing) depth++
      if (depth <= 0) break
      // children: text up to the next tag or expression
      while (i < n && src[i] !== '<') {
        if (src[i] === '{') {
          advance(i + 1)
          code('}')
          advance(i + 1)
        } else advance(i + 1)
      }
      if (i >= n) break
    }
    prev = 'value'
  }
  // `<T,>` or `<T extends U>` before an arrow function's parameters, not a JSX element
  const isTypeParameters = (at) => /^<[A-Za-z_$][\w$]*\s*(?:,|extends\b)/.test(src.slice(at, at + 80))
  // Code up to an unmatched `stop` character (or the end of the source).
  function code(stop) {
    let braces = 0
    while (i < n) {
      const c = src[i]
      const d = src[i + 1]
      if (c === stop && braces === 0) return
      if (c === '/' && d === '/') lineComment()
      else if (c === '/' && d === '*') blockComment()
      else if (c === '"' || c === "'") quoted(c)
      else if (c === '`') template()
      else if (c === '/' && regexAllowed()) regex()
      else if (jsx && c === '<' && regexAllowed() && /[A-Za-z>]/.test(d ?? '') && !isTypeParameters(i)) element()
      else if (isIdentStart(c)) {
        let j = i + 1
        while (j < n && isIdentPart(src[j])) j++
        const word = src.slice(i, j)
        advance(j)
        prev = REGEX_AFTER_WORDS.has(word) ? `word:${word}` : 'value'
      } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(d ?? ''))) {
        let j = i + 1
        while (j < n && /[0-9A-Za-z_.]/.test(src[j])) j++
        advance(j)
        prev = 'value'
      } else if (/\s/.test(c)) advance(i + 1)
      else if (c === '!' && prev === 'value' && !/\s/.test(src[i - 1] ?? ' '))
        advance(i + 1) // non-null assertion
      else {
        if (c === '{') braces++
        else if (c === '}') braces--
        // `)` and `]` end a value; `}` usually ends a block, after which a `/` starts a regex
        prev = c === ')' || c === ']' ? 'value' : 'punct'
        advance(i + 1)
      }
    }
  }

  code(null)
  return out
}

// ---------------------------------------------------------------------------------------------------------------
// Classifier. A measurement is a figure someone observed (a timing, an observed size or share, a speed-up); a rule is
// a figure the code enforces or the spec names ("5 MB résumé limit", "16 KB body limit", "stalled after 200 ms",
// "30 days", "1200×630"), which a comment may state. So the patterns below match the phrasing of an observation (an
// approximate or observed figure, a share of some cost, a spread of timings, a before → after pair, a speed-up,
// throughput), never a bare number with a unit.
// ---------------------------------------------------------------------------------------------------------------

const NUM = String.raw`\d[\d,._]*(?:\.\d+)?`
const TIME = '(?:ms|µs|ns|s|sec|seconds?|minutes?|milliseconds?|microseconds?)'
const SIZE = '(?:bytes?|[kKMG]i?B|kb|mb)'
const UNIT = String.raw`(?:${TIME}|${SIZE}|%|×|x|cores?|req\/s)`
const FRACTION = String.raw`(?:a|one|two|three)?\s*(?:half|halves|thirds?|quarters?|fifths?|sixths?|tenths?|twentieths?|hundredths?)`
/** What a share is a share of when someone measured it. */
const COST = '(?:CPU|render|markup|script|JavaScript|thread|time|work|allocation|HTML|bytes|cost)'
/** A comparison or limit just before a figure makes it a bound the code or a test holds, not an observation. */
const NOT_BOUND = String.raw`(?<![\d.,])(?<!(?:≤|≥|<=|>=|<|>)\s?)(?<!(?:at least|at most|target|budget|limit)\s)`
const rx = (source, flags = 'i') => new RegExp(source, flags)

export const MEASUREMENT_PATTERNS = [
  // "about 300 KB", "measured 40 KB", "took 3 s", "costs ~100 ms", "saves 20 KB", "went from 0.45 ms"
  {
    name: 'observed figure',
    re: rx(
      String.raw`\b(?:about|around|roughly|nearly|almost|approximately|some|measured|measuring|took|takes?|costs?|costing|saved?|saves|saving|shaved|spent|allocated|makes it|made it|went from|down from|up from)\s+(?:[a-z]+\s+)?~?${NUM}\s?${UNIT}(?![a-z])`,
    ),
  },
  { name: 'approximate figure', re: rx(String.raw`(?:^|[\s(])~\s?${NUM}`) },
  // a fraction of some cost: "about a tenth of the page's server CPU", "was a sixth of each card"
  { name: 'observed share', re: rx(String.raw`\b(?:about|was|were|nearly|almost|roughly|some)\s+${FRACTION}\s+of\b`) },
  { name: 'observed share', re: rx(String.raw`\b${FRACTION}\s+(?:smaller|larger|faster|slower|more|less|fewer)\b`) },
  {
    name: 'observed share',
    re: rx(String.raw`${NUM}\s?%\s+(?:more|less|fewer|faster|slower|of\s+(?:\S+\s+){0,3}?${COST}\b)`),
  },
  // a spread of timings or shares, as a profile shows them: "17–40 ms", "15-20 ms", "2-3 % of a page's CPU"
  { name: 'spread of timings', re: rx(String.raw`${NUM}\s?[–-]\s?${NUM}\s?(?:ms|µs|%\s+of)`) },
  // a timing or size described as what something weighed: "0.37 ms of CPU each", "4.7 KB of every page", "a 3 ms page"
  {
    name: 'observed timing or size',
    re: rx(
      String.raw`${NOT_BOUND}\b${NUM}\s?(?:ms|µs|${SIZE})\s+(?:of\s+(?:CPU|script|JavaScript|markup|every|each|a|the)|compressed|uncompressed|before|once)\b`,
    ),
  },
  {
    name: 'observed timing or size',
    re: rx(
      String.raw`\b(?:a|the|its)\s+${NUM}\s?(?:ms|µs|${SIZE})\s+(?:[a-z]+\s+)?(?:page|listing|render|task|search|file|chunk|bundle|answer|response)\b`,
    ),
  },
  // a size in passing: "(0.7 KB)", "(5 to 12 KB)", "a listing's 60 KB", "589 KB per render", "8.2 against 7.1 KB"
  { name: 'observed size', re: rx(String.raw`\(~?${NUM}\s?(?:${SIZE}|ms)[:;,)]`) },
  { name: 'observed size', re: rx(String.raw`${NUM}\s?(?:–|-|to)\s?${NUM}\s?${SIZE}`) },
  { name: 'observed size', re: rx(String.raw`'s\s+~?${NUM}\s?${SIZE}\b(?!\s+(?:budget|limit|cap|ceiling))`) },
  {
    name: 'observed size',
    re: rx(String.raw`${NOT_BOUND}\b${NUM}\s?(?:ms|µs|${SIZE})\s+per\s+(?:render|view|request|page|card|car)\b`),
  },
  { name: 'observed size', re: rx(String.raw`\b${NUM}\s?(?:${SIZE}|ms|%)?\s+against\s+~?${NUM}\s?(?:${SIZE}|ms|%)`) },
  // a speed-up: "3× faster", "4× slower CPU", "1.6× one process", "4 times faster", "twice as fast"
  {
    name: 'speed-up',
    re: rx(
      String.raw`${NOT_BOUND}\b${NUM}\s?(?:[×x]|times)\s+(?:faster|slower|quicker|smaller|larger|bigger|lighter|heavier|more|less|fewer|one process)\b`,
    ),
  },
  { name: 'speed-up', re: rx(String.raw`\btwice as (?:fast|slow|much|many|large|big)\b`) },
  // a before → after pair of figures with a unit: "40 KB → 12 KB", "900 ms -> 300 ms", "3 s instead of 1.2 s"
  { name: 'before → after', re: rx(String.raw`${NUM}\s?${UNIT}\s*(?:→|->|instead of)\s*~?(?:about\s+)?${NUM}`) },
  // throughput and latency figures (a bound such as "p50 ≤ 40 ms" is a target, not an observation)
  {
    name: 'throughput',
    re: rx(
      String.raw`${NOT_BOUND}\b${NUM}\s?(?:req(?:uests)?\s?\/\s?s(?:ec)?\b|rps\b|ops\/s|times a second|requests a second)`,
    ),
  },
  {
    name: 'latency figure',
    re: rx(String.raw`\bp(?:50|75|90|95|99|999)\s*(?:of|=|:|at|was|is)?\s*~?${NUM}\s?${TIME}\b`),
  },
]

/**
 * Patterns that mark a comment line as telling history: what the code did before, which belongs in the commit that
 * changed it. Only the forms that name a past state of the code match: "instead of" that states the rule ("answers
 * 404 instead of the page") does not, nor "no longer" or "the old" about data at run time ("a car no longer listed",
 * "the old token may be spent"), nor "was" about what a request did ("the form the captcha was issued for").
 */
export const HISTORY_PATTERNS = [
  {
    name: 'used to',
    re: rx(
      String.raw`\b(?:we|it|this|that|they|which|each|code|page|server|test|tests|there)\s+used to\b|\bused to (?:be|sit|have|go|cost|take)\b`,
    ),
  },
  { name: 'previously', re: rx(String.raw`\b(?:previously|formerly|originally|until now|no longer than before)\b`) },
  {
    name: 'before this change',
    re: rx(
      String.raw`\b(?:before|since|until) (?:this|that) (?:change|fix|commit|refactor|rewrite)\b|\bbefore the (?:fix|commit|refactor|rewrite)\b`,
    ),
  },
  {
    name: 'was changed',
    re: rx(
      String.raw`\b(?:this|the code|it|we) (?:was|were|has been|have|had) (?:changed|rewritten|moved|renamed|replaced|switched)\b`,
    ),
  },
  {
    name: 'instead of what we did',
    re: rx(String.raw`\binstead of (?:the old|the previous|what we|as before|before)\b`),
  },
  // a development round ("the cards round", "the sixth round"), never a round trip or a round-robin
  {
    name: 'round',
    re: rx(
      String.raw`\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|previous|earlier|this|that|next|the [a-z]+) round\b(?![\s-]*(?:trip|robin))`,
    ),
  },
  // what the code once did: "it once did", "Now the server keeps", "were still worked out", "was a tenth of"
  { name: 'once did', re: rx(String.raw`\b(?:it|we|this|they) once (?:did|was|were|had|read|wrote|made)\b`) },
  { name: 'now, unlike before', re: rx(String.raw`(?:^|[.:;]\s+)Now\s+(?:the|we|it|this|each|every)\b`, '') },
  {
    name: 'past state',
    re: rx(String.raw`\b(?:was|were) still\b|\b(?:it|they) (?:was|were) before\b|\bnow also\b|\b(?:whole|fixed) now\b`),
  },
  { name: 'past state', re: rx(String.raw`\bearlier (?:figures|runs|builds|versions|code)\b`) },
  {
    name: 'past cost',
    re: rx(
      String.raw`\b(?:was|were)\s+(?:about\s+|nearly\s+|almost\s+|roughly\s+)?(?:most of|${FRACTION}\s+of|as much|(?:one|a|two) (?:[a-z]+ )?more\b|two store subscriptions|a module map|${NUM}\s?(?:%|${SIZE}|ms)|${NUM} of (?:each|every))`,
    ),
  },
]

/** Quoted examples ('we used to') are text a comment talks about, not what it says. */
const withoutQuotes = (text) => text.replace(/(^|[\s(])(['"`])[^'"`]*\2(?=[\s,.;:)]|$)/g, '$1…')

/** Which rules a comment line breaks: `{ measurement, history }`, each the name of the first pattern that matched. */
export function classify(text) {
  const hit = (patterns, t) => patterns.find((p) => p.re.test(t))?.name ?? null
  return { measurement: hit(MEASUREMENT_PATTERNS, text), history: hit(HISTORY_PATTERNS, withoutQuotes(text)) }
}

/** Every flagged comment line of one file's source. */
export function findings(path, source) {
  return commentLines(source, { jsx: path.endsWith('x') })
    .map(({ line, text }) => ({ path, line, text, ...classify(text) }))
    .filter((f) => f.measurement !== null || f.history !== null)
}

// ---------------------------------------------------------------------------------------------------------------

const main = () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(isCheckedFile)
  const all = files.flatMap((path) => findings(path, readFileSync(resolve(root, path), 'utf8')))
  let failed = false
  for (const kind of /** @type {const} */ (['measurement', 'history'])) {
    const hits = all.filter((f) => f[kind] !== null)
    for (const f of hits) console.log(`  ${f.path}:${f.line}  [${f[kind]}]  ${f.text}`)
    console.log(
      `${hits.length} comment lines carrying ${kind === 'measurement' ? 'a measurement' : 'history'} (budget ${BUDGETS[kind]})`,
    )
    if (hits.length > BUDGETS[kind]) failed = true
  }
  if (failed) {
    console.error('Comments state the rule and why: put figures in the performance doc and history in commit messages.')
    process.exit(1)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
