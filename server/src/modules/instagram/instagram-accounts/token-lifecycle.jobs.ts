import type { JobDefinition } from '../../../lib/jobs'
import { refreshDueTokens, type TokenDeps } from './token-lifecycle.service'
import { REFRESH_INSTAGRAM_TOKENS } from '../../../jobs/contracts'

export const refreshInstagramTokensJob = (deps: TokenDeps): JobDefinition => ({
  name: REFRESH_INSTAGRAM_TOKENS.name,
  cron: '17 * * * *',
  // One sweep at a time across every process; a late one does not pile up behind it.
  policy: 'stately',
  run: () => refreshDueTokens(deps),
})
