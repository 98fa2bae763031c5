import { z } from 'zod'
import type { JobDefinition, JobQueue } from '../../jobs/job-definition'
import type { InstagramDeps } from '../instagram-accounts/account-token'
import { HIDE_BY_RULE, requestRuleHides } from '../rules/rule-hides.queue'
import { findStalledRuleHides, hideByRule } from './rule-hides.service'

const ZHideByRuleData = z.object({ commentId: z.uuid() })

export const hideByRuleJob = (deps: InstagramDeps, concurrency: number): JobDefinition => ({
  name: HIDE_BY_RULE,
  policy: 'stately',
  concurrency,
  retryLimit: 6,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
  async run(data) {
    const { commentId } = ZHideByRuleData.parse(data)
    return hideByRule(deps, commentId)
  },
})

// Every minute: a hide whose job was lost is sent again.
export const resumeRuleHidesJob = (deps: InstagramDeps, jobs: JobQueue): JobDefinition => ({
  name: 'resume-rule-hides',
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
