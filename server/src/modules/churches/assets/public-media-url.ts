import { isIP } from 'node:net'

export type PublicMediaUrlCheck = { ok: true } | { ok: false; message: string }

// Instagram fetches a post's picture or video from its URL at the moment the post is created:
// an address only this machine or this network can reach fails there (9004/2207052), long after
// the person who scheduled the post has gone. The scheduler asks this before queueing a post.
export function checkPublicMediaUrl(
  url: string,
  options: { realInstagram: boolean },
): PublicMediaUrlCheck {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, message: `${url} is not a web address.` }
  }
  // The built-in simulator runs beside Flock and reaches it wherever it is.
  if (!options.realInstagram) return { ok: true }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const hint = 'Set PUBLIC_URL (or ASSETS_S3_PUBLIC_URL) to an https address Instagram can reach.'
  if (parsed.protocol !== 'https:')
    return {
      ok: false,
      message: `Instagram only fetches pictures and videos over https, and ${parsed.origin} is plain http. ${hint}`,
    }
  if (isIP(host))
    return isPrivateAddress(host)
      ? { ok: false, message: `Instagram cannot reach ${host}: it is a private address. ${hint}` }
      : { ok: true }
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  )
    return {
      ok: false,
      message: `Instagram cannot reach ${host}: it is a name only this machine or network knows. ${hint}`,
    }
  return { ok: true }
}

// Loopback, private, link-local, carrier-grade NAT and unspecified addresses, IPv4 and IPv6
// (including IPv4 written inside IPv6).
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return isPrivateAddress(mapped[1]!)
  // The URL parser writes ::ffff:192.168.0.1 as ::ffff:c0a8:1.
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1]!, 16), parseInt(mappedHex[2]!, 16)]
    return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`)
  }
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    )
  }
  const lower = address.toLowerCase()
  return (
    lower === '::' ||
    lower === '::1' ||
    /^f[cd][0-9a-f]{2}:/.test(lower) ||
    /^fe[89ab][0-9a-f]:/.test(lower)
  )
}
