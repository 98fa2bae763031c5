import type { Database } from '../../../db/client'
import type { JobDefinition } from '../../../lib/jobs'
import { deleteExpiredOAuthStates } from './oauth-states.repository'
import { CLEAN_UP_OAUTH_STATES } from '../../../jobs/contracts'

// Connect flows that were never finished leave their state behind; they expire after 15 minutes.
export const cleanUpExpiredStatesJob = (db: Database): JobDefinition => ({
  name: CLEAN_UP_OAUTH_STATES.name,
  cron: '*/30 * * * *',
  policy: 'stately',
  run: () => deleteExpiredOAuthStates(db),
})
