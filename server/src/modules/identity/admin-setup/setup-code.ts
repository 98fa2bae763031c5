import { createHash, randomInt } from 'node:crypto'
import { LIMITS } from '@common/schemas/auth'
import type { DbOrTx } from '../../../db/client'
import { deleteSetupCodes, hasUnexpiredSetupCode, insertSetupCode } from './admin-setup.repository'

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
  await insertSetupCode(db, {
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  })
  return formatSetupCode(code)
}

export function isValidSetupCode(db: DbOrTx, code: string): Promise<boolean> {
  return hasUnexpiredSetupCode(db, hashCode(code))
}

export function clearSetupCodes(db: DbOrTx): Promise<void> {
  return deleteSetupCodes(db)
}
