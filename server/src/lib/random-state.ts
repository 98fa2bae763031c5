import { randomInt } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

// The OAuth state: 16 alphanumeric characters from the system's CSPRNG (about 95 bits).
export function randomAlphanumeric(length = 16): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]
  return out
}
