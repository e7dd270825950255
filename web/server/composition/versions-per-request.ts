import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'

/**
 * The tenant versions read once per request. A page asks for its tenant's version several times (the response
 * cache's lookup, the site's stock summary, the car, the search index, the similar cars: each through the store, a
 * query on SQLite or a round trip on PostgreSQL), and every one of those asks means "the stock as this request
 * found it". So the first read of a tenant in a request answers the others; the next request reads again, which
 * keeps the rule that a change made through another process shows on the next request. A bump made while serving
 * a request (a reservation) forgets that request's read, so what it reads afterwards is the new version. Work done
 * outside any request (the delivery loop, start-up) reads the store every time. `scope` is the current request's
 * own object (the operations layer's request scope), or undefined outside a request.
 */
export function versionsPerRequest(port: TenantVersionPort, scope: () => object | undefined): TenantVersionPort {
  const reads = new WeakMap<object, Map<string, Promise<string>>>()
  const readsOf = (request: object) => {
    let own = reads.get(request)
    if (!own) {
      own = new Map()
      reads.set(request, own)
    }
    return own
  }
  return {
    current(tenantId) {
      const request = scope()
      if (!request) return port.current(tenantId)
      const own = readsOf(request)
      let read = own.get(tenantId)
      if (!read) {
        read = port.current(tenantId)
        own.set(tenantId, read)
        // a failed read is not kept: the next ask in the request tries the store again
        read.catch(() => own.get(tenantId) === read && own.delete(tenantId))
      }
      return read
    },
    async bump(tenantId) {
      const request = scope()
      try {
        await port.bump(tenantId)
      } finally {
        if (request) reads.get(request)?.delete(tenantId)
      }
    },
  }
}
