import { createHash, randomInt } from 'node:crypto'
import { and, gt, eq } from 'drizzle-orm'
import { LIMITS } from '@common/schemas/auth'
import type { DbOrTx } from '../../db/client'
import { adminSetupCodes } from '../../db/schema'

// No 0/O or 1/I/L, so a code read from a log and typed by hand is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex')

export function formatSetupCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-')
}

export async function issueSetupCode(db: DbOrTx): Promise<string> {
  let code = ''
  for (let i = 0; i < LIMITS.setupCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  await db.insert(adminSetupCodes).values({
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  })
  return formatSetupCode(code)
}

export async function isValidSetupCode(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSetupCodes.id })
    .from(adminSetupCodes)
    .where(
      and(eq(adminSetupCodes.codeHash, hashCode(code)), gt(adminSetupCodes.expiresAt, new Date())),
    )
    .limit(1)
  return Boolean(row)
}

export async function clearSetupCodes(db: DbOrTx): Promise<void> {
  await db.delete(adminSetupCodes)
}
