/**
 * The answers of one batched read `WITH ORDINALITY`, in the order asked: for each of `count` inputs (the rows' 1-based
 * `ord` names the input), the value of the row at its position, or null when none came back for it.
 */
export function byPosition<R extends { readonly ord: number }, V>(
  rows: ReadonlyArray<R>,
  count: number,
  value: (row: R) => V,
): Array<V | null> {
  const at = new Map(rows.map((row) => [row.ord, value(row)]))
  return Array.from({ length: count }, (_, i) => at.get(i + 1) ?? null)
}
