import { BlockList, isIP } from 'node:net'
import { boundedMap } from '@domain/kernel/bounded-map.ts'
import type { HeaderReader } from './plain-exchange.ts'

/**
 * Which forwarded headers the server believes (`TRUST_PROXY`). A client writes `X-Forwarded-For`, `-Host` and
 * `-Proto` as it likes, so they are read only when the request came through proxies we run:
 * - unset, `false` or `0`: trust none (the default): the client is the socket's address, the host the Host header;
 * - a hop count `N`: the N nearest hops are our proxies (the socket's peer is the first);
 * - a comma-separated list of addresses, CIDR ranges and `loopback`: those addresses are our proxies.
 * The client is then the rightmost address of `X-Forwarded-For` that is not one of our proxies.
 */
export type ProxyTrust = (address: string, hop: number) => boolean

const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
}

export function proxyTrust(setting: string | undefined): ProxyTrust {
  const value = (setting ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    for (const item of NAMED[entry.toLowerCase()] ?? [entry]) {
      const [address, prefix] = item.split('/') as [string, string | undefined]
      const family = isIP(address)
      if (
        family === 0 ||
        (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)))
      ) {
        throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range, "loopback" or a hop count`)
      }
      const type = family === 4 ? 'ipv4' : 'ipv6'
      if (prefix === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(prefix), type)
    }
  }
  // every request asks about its socket's peer, which behind a balancer is one of a few addresses: a BlockList
  // check builds a native socket address each time (a few per cent of a lead's CPU), so answers are remembered
  const known = boundedMap<string, boolean>(MAX_KNOWN_ADDRESSES)
  return (address) =>
    known.ensure(address, () => {
      const plain = unmapped(address)
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
    })
}

/** Addresses whose trust is remembered: proxies and recent clients (X-Forwarded-For hops are asked about too). */
const MAX_KNOWN_ADDRESSES = 1_000

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** What the server believes about where a request came from. */
export interface ForwardedView {
  /** The client's address: the socket's, or the rightmost untrusted `X-Forwarded-For` hop behind our proxies. */
  readonly client: string | undefined
  /** The host the shopper asked for, when a trusted proxy said so (else the Host header stands). */
  readonly host: string | undefined
  /** `http` or `https`: a trusted proxy's word, else the socket's scheme. */
  readonly proto: 'http' | 'https'
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

const lastOf = (header: string | null): string | undefined =>
  header
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .at(-1)

export function forwardedView(
  headers: HeaderReader,
  socket: string | undefined,
  socketProto: 'http' | 'https',
  trust: ProxyTrust,
): ForwardedView {
  if (socket === undefined || !trust(socket, 0))
    return { client: socket && unmapped(socket), host: undefined, proto: socketProto }
  // The socket's peer is our proxy: walk X-Forwarded-For from the right while the hops are ours too.
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  let client = unmapped(socket)
  for (let hop = 1; hops.length > 0; hop++) {
    const next = unmapped(hops.pop()!)
    if (isIP(next) === 0) break
    client = next
    if (!trust(next, hop)) break
  }
  const host = lastOf(headers.get('x-forwarded-host'))
  const proto = lastOf(headers.get('x-forwarded-proto'))?.toLowerCase()
  return {
    client,
    host: host !== undefined && HOST.test(host) ? host.toLowerCase() : undefined,
    proto: proto === 'https' || proto === 'http' ? proto : socketProto,
  }
}
