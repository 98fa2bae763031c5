import type { AccountFlows } from '../../../auth/better-auth'
import type { Database } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { applyAccountRules } from './account-hooks'
import { accountMailOptions } from './account-mail'
import { throttleAccountMail } from './account-mail-throttle'

// What password resets and e-mail changes add to better-auth: the messages it sends through
// Flock's outbox, the throttle on them, and the endpoints Flock closes. The composition roots
// hand this to createAuth, so auth/ depends on no feature module.
export function accountFlows(deps: {
  db: Database
  jobs: JobQueue
  publicUrl: string
}): AccountFlows {
  const mail = accountMailOptions(deps)
  return {
    sendResetPassword: mail.sendResetPassword,
    sendVerificationEmail: mail.sendVerificationEmail,
    throttle: (ctx) => throttleAccountMail(ctx, deps.db),
    rules: applyAccountRules,
  }
}
