import { createSerializationAdapter } from '@tanstack/react-router'
import { keptValue } from '../caches/caches.ts'

/**
 * Parts of a page's data that go into the router's state as one JSON text each, written once per object.
 *
 * The router serialises a page's loader data with seroval, which walks every object and property into a tree of
 * nodes and then writes each as JavaScript: on a vehicle page, whose state is mostly the public car, its dealership
 * and the similar cars, that walk is most of the state's cost and a real share of the page's server CPU, again on
 * every view, although these are the same objects from one view to the next (kept per car object and stock
 * version: application/vehicles/vehicle-detail.ts, application/search/kept-per-stock.ts). A part marked here
 * (`sentAsJson`, by the server function that answers the page's data) is written as a string of its JSON, made the
 * first time the object is sent and kept by the object (web/caches/caches.ts), and read back with `JSON.parse` in
 * the browser, which is also cheaper there than evaluating the same data as an object literal.
 *
 * Only plain JSON data may be marked (strings, finite numbers, booleans, null, arrays and plain objects: what
 * the feeds and Schemas give): a marked object must not change once sent, since its text is kept. A property whose
 * value is `undefined` arrives absent, which every reader treats alike.
 */
/** The mark: a property of the object no serialiser reads (a symbol, not enumerable); it goes with the object. */
const SENT_AS_JSON = Symbol('sent as JSON')
const marked = (value: object): boolean => (value as { [SENT_AS_JSON]?: true })[SENT_AS_JSON] === true

/** A marked part, to the adapter (it never appears in a loader's type, so type checks of loader data are unchanged). */
interface SentAsJson {
  readonly __sentAsJson: true
}

/**
 * Marks `value` to be sent as its JSON text (on the server; in the browser nothing is serialised, and it is a no-op).
 * An array is written by seroval itself (its plugins, this adapter among them, are asked about objects only, never
 * arrays: a marked array went in walked, as the vehicle page's similar cars did), so an array's objects are marked
 * one by one and the array holds their texts.
 */
export function sentAsJson<T extends object>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value as unknown[])
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) sentAsJson(item)
  } else if (!marked(value) && Object.isExtensible(value)) Object.defineProperty(value, SENT_AS_JSON, { value: true })
  return value
}

/** The text a marked part is sent as: made the first time, then the same string. */
export const jsonTextOf = (value: object): string =>
  keptValue(
    value,
    ['json text'],
    () => JSON.stringify(value),
    (text) => 2 * text.length,
  )

export const jsonStateAdapter = createSerializationAdapter({
  key: 'json',
  test: (value: unknown): value is SentAsJson => typeof value === 'object' && value !== null && marked(value),
  toSerializable: (value: SentAsJson) => jsonTextOf(value),
  fromSerializable: (text: string): SentAsJson => JSON.parse(text) as SentAsJson,
})
