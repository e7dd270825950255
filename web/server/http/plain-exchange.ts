/** Reads one header as a web Request's `headers.get` would give it (its name in any case), or null. */
export interface HeaderReader {
  get(name: string): string | null
}

/** Headers that can be read and changed alike as a Map or a web Headers. */
export interface HeaderWriter {
  get(name: string): string | null | undefined
  has(name: string): boolean
  set(name: string, value: string): unknown
  delete(name: string): unknown
}
