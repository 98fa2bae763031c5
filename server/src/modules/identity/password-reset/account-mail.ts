import type { Database } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { queueAndSendMail } from '../../operations/mail/mail.service'
import { ACCOUNT_PATHS } from './account-paths'

interface AccountMailDeps {
  db: Database
  jobs: JobQueue
  publicUrl: string
}

// better-auth decides when a reset or an e-mail change needs a message and makes its token; Flock
// writes the message into its outbox and sends it with its own job (modules/operations/mail).
export function accountMailOptions({ db, jobs, publicUrl }: AccountMailDeps) {
  return {
    // The link opens Flock's own page, which posts the token with the new password; better-auth
    // keeps the token in its verification table for an hour and consumes it in the transaction
    // that sets the password.
    async sendResetPassword({ user, token }: { user: { email: string }; token: string }) {
      const resetUrl = `${publicUrl}${ACCOUNT_PATHS.resetPassword}?token=${encodeURIComponent(token)}`
      await queueAndSendMail(db, jobs, {
        to: user.email,
        template: 'password-reset',
        data: { resetUrl },
      })
    },
    // Only the second step of an e-mail change reaches here (to the NEW address): Flock does not
    // verify addresses otherwise, and /send-verification-email is closed (auth hooks).
    async sendVerificationEmail({
      user,
      url,
      token,
    }: {
      user: { email: string }
      url: string
      token: string
    }) {
      if (verificationKind(token) !== 'change-email-verification') return
      await queueAndSendMail(db, jobs, {
        to: user.email,
        template: 'email-change',
        data: { confirmUrl: url, newEmail: user.email },
      })
    },
  }
}

// better-auth's verification links carry a signed JWT; its payload says what it is for. Reading
// it unverified is fine here: better-auth made it a moment ago, and verifies it when followed.
function verificationKind(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      requestType?: unknown
    }
    return typeof payload.requestType === 'string' ? payload.requestType : null
  } catch {
    return null
  }
}
