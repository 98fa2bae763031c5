import type { Database } from '../../db/client'
import type { JobDefinition } from '../../jobs/job-definition'
import { deleteExpiredOAuthStates } from './oauth-states.repository'

// Connect flows that were never finished leave their state behind; they expire after 15 minutes.
export const cleanUpExpiredStatesJob = (db: Database): JobDefinition => ({
  name: 'clean-up-expired-oauth-states',
  cron: '*/30 * * * *',
  policy: 'stately',
  run: () => deleteExpiredOAuthStates(db),
})
