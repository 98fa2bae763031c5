import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// Instagram tokens are stored encrypted with AES-256-GCM; a stolen database alone opens nothing.
export interface TokenCipher {
  encrypt(plain: string): string
  decrypt(stored: string): string
}

export function createTokenCipher(base64Key: string): TokenCipher {
  const key = Buffer.from(base64Key, 'base64url')
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes (base64url)')
  return {
    encrypt(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.')
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable stored token')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
