/** A make's (or model's) address segment: lower case, runs of anything else a single dash ('Isuzu Ute' → 'isuzu-ute'). */
export const makeSlug = (make: string): string =>
  make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
