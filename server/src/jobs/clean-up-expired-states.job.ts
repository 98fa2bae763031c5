import type { Database } from '../db/client'
import { deleteExpiredOAuthStates } from '../modules/instagram-connect/oauth-states.repository'
import type { JobDefinition } from './job-definition'

// Connect flows that were never finished leave their state behind; they expire after 15 minutes.
export const cleanUpExpiredStatesJob = (db: Database): JobDefinition => ({
  name: 'clean-up-expired-oauth-states',
  cron: '*/30 * * * *',
  run: () => deleteExpiredOAuthStates(db),
})
