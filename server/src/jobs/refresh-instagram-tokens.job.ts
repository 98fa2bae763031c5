import { refreshDueTokens, type TokenDeps } from '../modules/accounts/token-lifecycle.service'
import type { JobDefinition } from './job-definition'

export const refreshInstagramTokensJob = (deps: TokenDeps): JobDefinition => ({
  name: 'refresh-instagram-tokens',
  cron: '17 * * * *',
  run: () => refreshDueTokens(deps),
})
