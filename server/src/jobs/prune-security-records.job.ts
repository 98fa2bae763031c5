import type { Database } from '../db/client'
import { pruneRateLimits } from '../lib/rate-limit'
import type { JobDefinition } from './job-definition'

// Rate-limit counters past every window would otherwise pile up, one per address and email tried.
export const pruneSecurityRecordsJob = (db: Database): JobDefinition => ({
  name: 'prune-security-records',
  cron: '*/30 * * * *',
  run: async () => {
    await pruneRateLimits(db)
  },
})
