import { randomBytes } from 'node:crypto'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export interface IdSource {
  digits(count: number): string
  pick<T>(items: readonly T[]): T
  /** Where the sequence is; createIdSource(state) continues it (a restored simulator). */
  state(): number
}

/** Seeded (mulberry32) so demo data and ids are the same on every run. */
export function createIdSource(seed = 0x5eed): IdSource {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    digits: (count) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    state: () => state,
  }
}

export function randomAlnum(length: number): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('')
}

export const newAccessToken = () => `IGAA${randomAlnum(180)}`
export const newAuthCode = () => `AQB${randomBytes(96).toString('base64url')}`
export const newTraceId = () => randomBytes(8).toString('base64url').slice(0, 11)
