import type { JobDefinition } from '../../jobs/job-definition'
import { refreshDueTokens, type TokenDeps } from './token-lifecycle.service'

export const refreshInstagramTokensJob = (deps: TokenDeps): JobDefinition => ({
  name: 'refresh-instagram-tokens',
  cron: '17 * * * *',
  // One sweep at a time across every process; a late one does not pile up behind it.
  policy: 'stately',
  run: () => refreshDueTokens(deps),
})
