import type { Database } from '../db/client'
import { pruneRateLimits } from '../lib/rate-limit'
import { pruneSignedRequestReceipts } from '../modules/instagram-app-callbacks/signed-request-receipts'
import type { JobDefinition } from './job-definition'

// Rate-limit counters past every window, and receipts of Meta callbacks too old to be replayed,
// would otherwise pile up. Housekeeping across modules, so it lives beside the composition root.
export const pruneSecurityRecordsJob = (db: Database): JobDefinition => ({
  name: 'prune-security-records',
  cron: '*/30 * * * *',
  policy: 'stately',
  run: async () => {
    await pruneRateLimits(db)
    await pruneSignedRequestReceipts(db)
  },
})
