import type { ArrivalStep } from '../ingest/arrival'
import { classifyComment, recordPastoralFlags, sendPastoralMail } from './pastoral-routing'

// A new follower's comment is read by the pastoral classifier (a fraction of a millisecond); its
// flags are stored with it and, when the church routes pastoral care, its case is opened and its
// pastoral contacts are e-mailed once the comment is committed. The flags are left in the
// context for the rules that match on them.
export const pastoralArrival: ArrivalStep = {
  name: 'pastoral',
  async run(tx, comment, context) {
    const flags = classifyComment(comment.text)
    context.flags = flags
    if (flags.length === 0) return []
    const mailIds = await recordPastoralFlags(tx, comment, flags)
    return mailIds.length > 0 ? [(jobs) => sendPastoralMail(jobs, mailIds)] : []
  },
}
