import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import type { InstagramDeps } from '../../instagram/instagram-accounts/account-token'
import { HIDE_BY_RULE, RESUME_RULE_HIDES, requestRuleHides } from '../../../jobs/contracts'
import { findStalledRuleHides, hideByRule } from './rule-hides.service'

export const hideByRuleJob = (deps: InstagramDeps, concurrency: number): JobDefinition => ({
  name: HIDE_BY_RULE.name,
  policy: 'stately',
  concurrency,
  retryLimit: 6,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
  async run(data) {
    const { commentId } = HIDE_BY_RULE.payload.parse(data)
    return hideByRule(deps, commentId)
  },
})

// Every minute: a hide whose job was lost is sent again.
export const resumeRuleHidesJob = (deps: InstagramDeps, jobs: JobQueue): JobDefinition => ({
  name: RESUME_RULE_HIDES.name,
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    const stalled = await findStalledRuleHides(deps.db, 60, 200)
    await requestRuleHides(
      jobs,
      stalled.map((row) => row.commentId),
    )
    return { requeued: stalled.length }
  },
})
