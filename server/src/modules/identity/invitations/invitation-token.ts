import { createHash, randomBytes } from 'node:crypto'

// 32 random bytes: the link's secret. Only its SHA-256 is stored, so a leaked database or backup
// holds no working link.
export const newInvitationToken = () => randomBytes(32).toString('base64url')

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex')

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

export const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`
