import { sql, type SQL } from 'drizzle-orm'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import { commentFlags, comments } from '../../../db/schema'

// Comments the classifier flagged so, as a condition on comments: a probe of comment_flags'
// primary key per comment the inbox reads.
export const hasPastoralFlag = (flag: TPastoralFlag): SQL =>
  sql`exists (select 1 from ${commentFlags} where ${commentFlags.workItemId} = ${comments.id} and ${commentFlags.flag} = ${flag})`
