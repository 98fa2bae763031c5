import { isIP } from 'node:net'

// What Fastify's trustProxy accepts, minus `true`: trusting every hop lets any client choose its
// own address with X-Forwarded-For, and every per-address limit with it.
export type TrustProxy = false | number | string[]

// proxy-addr's names for address ranges, accepted in the list beside addresses and CIDRs.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length > 0 || !address) return false
  const version = isIP(address)
  if (version === 0) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (version === 4 ? 32 : 128)
}

// "false"/"0": no proxy. A number: that many proxies in front of Flock ("true" means one).
// Otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const trimmed = value.trim()
  if (trimmed === 'false' || trimmed === '0') return false
  if (trimmed === 'true') return 1
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed)
    return hops <= 10 ? hops : { error: 'must be at most 10 proxy hops' }
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (entries.length === 0 || bad !== undefined) {
    return {
      error: `must be false, a number of proxy hops, or a comma-separated list of proxy addresses (not "${bad ?? trimmed}")`,
    }
  }
  return entries
}

// Fastify's types leave out the hop count its docs describe; this is what it does with one.
export function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust
  return (_address: string, hop: number) => hop < trust
}
