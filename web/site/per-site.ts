/**
 * An in-process cache of one tenant: what a tenant version's pages keep is found only by that version's own pages
 * (one object per site object, dropped with it), never by another tenant's, whatever key a request makes.
 */
export function perSite<T>(make: () => T): (site: object) => T {
  const sites = new WeakMap<object, T>()
  return (site) => {
    let own = sites.get(site)
    if (own === undefined) {
      own = make()
      sites.set(site, own)
    }
    return own
  }
}
