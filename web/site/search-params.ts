import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * The router's search parsing and writing: the router's own (`parseSearchWith`, `stringifySearchWith`), with a
 * JSON reader that turns down what is not JSON without asking `JSON.parse`. The router's default reader tries
 * `JSON.parse` on every value that starts like JSON (a digit, `-`, a quote, a bracket, `tr`, `fa`, `nu`), and a
 * listing's price range (`range[price]=5000:20000`) starts with a digit but is no JSON: each try threw a
 * `SyntaxError` with its stack, once per address the router reads or writes, several times a listing, all on
 * an uncached listing's server CPU. What is read and written is the same as with the default functions.
 */

/** where the router's default reader tries JSON (its own pattern) */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/
/** a JSON number, with the whitespace JSON allows after it: all a text that starts with a digit or '-' can be */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?[ \t\n\r]*$/
/** thrown for a text that is not JSON: made once, as its stack says nothing (the router catches it) */
const NOT_JSON = new SyntaxError('not JSON')

/** `JSON.parse`, except that a text that cannot be JSON throws at once. */
export function parseJsonValue(text: string): unknown {
  if (!JSON_START.test(text)) throw NOT_JSON
  const first = text.charCodeAt(0)
  if (((first >= 0x30 && first <= 0x39) || first === 0x2d) && !JSON_NUMBER.test(text)) throw NOT_JSON
  return JSON.parse(text) as unknown
}

export const parseSearch = parseSearchWith(parseJsonValue)
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJsonValue)

/**
 * Listing addresses are shared and read by people (SPEC §2: `refinementList[make][0]=Toyota`,
 * `range[price]=5000:20000`): keep brackets, colons and commas readable instead of percent-encoded.
 * They are valid in a query string, and parsing is unchanged. One pass over the address.
 */
export const readableSearch = (search: Record<string, unknown>): string =>
  stringifySearch(search).replace(ESCAPED, readable)
const ESCAPED = /%(?:5B|5D|3A|2C)/gi
const READABLE: Readonly<Record<string, string>> = { '%5B': '[', '%5D': ']', '%3A': ':', '%2C': ',' }
const readable = (escaped: string): string => READABLE[escaped.toUpperCase()] ?? escaped
