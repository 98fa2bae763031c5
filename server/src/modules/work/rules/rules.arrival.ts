import { requestRuleHides } from '../../../jobs/contracts'
import type { AfterCommit, ArrivalStep } from '../ingest/arrival'
import { sendPastoralMail } from '../pastoral/pastoral-routing'
import { applyRules } from './rule-actions'

// The church's moderation rules on a new follower's comment, after the pastoral classifier (a
// rule may match its flags): what they do in Flock lands with the comment; a routing e-mail to
// the church, and a hide to Instagram, leave once it is committed.
export const rulesArrival: ArrivalStep = {
  name: 'rules',
  async run(tx, comment, context) {
    const ruled = await applyRules(tx, comment, context.flags)
    const effects: AfterCommit[] = []
    if (ruled.mailIds.length > 0) effects.push((jobs) => sendPastoralMail(jobs, ruled.mailIds))
    if (ruled.hideQueued) effects.push((jobs) => requestRuleHides(jobs, [comment.id]))
    return effects
  },
}
