import fc from 'fast-check'

/**
 * What a shopper can type into a search, for property tests: any text (within `constraints`), or one of the values
 * picked because they look like the syntax a parser reads (quotes, operators, odd numbers and escapes).
 */
export const typedText = (picked: readonly string[], constraints: fc.StringConstraints = {}): fc.Arbitrary<string> =>
  fc.oneof(fc.string(constraints), fc.constantFrom(...picked))
