/** Pages to show: first, last and two either side of the current one; null marks a gap. */
export function pageWindow(pages: ReadonlyArray<number>, current: number): Array<number | null> {
  const last = pages.length
  const keep = pages.filter((p) => p === 1 || p === last || Math.abs(p - current) <= 2)
  const out: Array<number | null> = []
  keep.forEach((p, i) => {
    if (i > 0 && p - (keep[i - 1] as number) > 1) out.push(null)
    out.push(p)
  })
  return out
}
