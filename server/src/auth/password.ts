import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 exports its algorithms as a const enum, which isolated modules cannot read.
const ARGON2ID = 2

// argon2id with OWASP's first recommended setting (ASVS 5 appendix C):
// 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password)
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false
  }
}
