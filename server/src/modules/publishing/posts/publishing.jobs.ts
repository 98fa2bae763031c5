import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { businessHours, instagramAccounts, organizations, posts } from '../../../db/schema'
import {
  PUBLISH_POST,
  REMIND_POST_APPROVAL,
  requestPostPublishing,
  requestPublishScan,
  SCAN_DUE_POSTS,
  schedulePostApprovalReminder,
} from '../../../jobs/contracts'
import type { JobDefinition, JobQueue } from '../../../lib/jobs'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'
import { listChurchRecipients } from '../../work/reply-approval/reply-approval.repository'
import { type PublishDeps, publishPost } from './publish-engine'
import { claimDuePosts } from './post-state'

// How often the scan looks for due posts between the queue's one-minute cron runs.
export const SCAN_EVERY_SECONDS = 5

// Due posts are claimed (scheduled → publishing, frozen churches left out) and each gets its own
// job; posts whose worker died (publishing, lease lapsed) are handed out again; posts due within
// 24 hours still waiting for the church get their reminder. Then the scan asks to run again in a
// few seconds, so a post is late by seconds, not by the cron's minute.
export const scanDuePostsJob = (
  deps: { db: Database },
  jobs: JobQueue,
  options: { everySeconds?: number } = {},
): JobDefinition => ({
  name: SCAN_DUE_POSTS.name,
  cron: '* * * * *',
  policy: 'stately',
  async run() {
    let claimed = 0
    for (;;) {
      const ids = await claimDuePosts(deps.db, 200)
      for (const id of ids) await requestPostPublishing(jobs, id)
      claimed += ids.length
      if (ids.length < 200) break
    }
    const stalled = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.state, 'publishing'),
          or(isNull(posts.leaseUntil), lt(posts.leaseUntil, sql`now()`)),
          lt(posts.updatedAt, sql`now() - interval '30 seconds'`),
        ),
      )
      .limit(500)
    for (const { id } of stalled) await requestPostPublishing(jobs, id)
    // Published, but the first comment not yet posted (a worker died in between, or its job
    // ended): the publish job finishes it, looking for the comment before posting it again.
    const unfinished = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.state, 'published'),
          eq(posts.firstCommentDone, false),
          lt(posts.publishedAt, sql`now() - interval '30 seconds'`),
        ),
      )
      .limit(500)
    for (const { id } of unfinished) await requestPostPublishing(jobs, id)
    const remind = await deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.state, 'awaiting_approval'),
          lte(posts.scheduledAt, sql`now() + interval '24 hours'`),
          isNull(posts.reminderSentAt),
        ),
      )
      .limit(500)
    for (const { id } of remind) await schedulePostApprovalReminder(jobs, id, 0)
    await requestPublishScan(jobs, options.everySeconds ?? SCAN_EVERY_SECONDS)
    return { claimed, stalled: stalled.length, reminders: remind.length }
  },
})

// One post's publishing; a wait Instagram or the engine asks for comes back as a later job. A
// worker that dies is replaced when the job expires, and the engine asks Instagram first.
export const publishPostJob = (
  deps: PublishDeps,
  jobs: JobQueue,
  concurrency: number,
): JobDefinition => ({
  name: PUBLISH_POST.name,
  policy: 'stately',
  concurrency,
  retryLimit: 20,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  expireInSeconds: deps.leaseSeconds + 30,
  async run(data) {
    const { postId } = PUBLISH_POST.payload.parse(data)
    const outcome = await publishPost(deps, postId)
    if (typeof outcome === 'object') await requestPostPublishing(jobs, postId, outcome.retryAfter)
    return outcome
  },
})

// Once per post (the conditional write on reminder_sent_at), to every person of the church.
export const remindPostApprovalJob = (deps: { db: Database }, jobs: JobQueue): JobDefinition => ({
  name: REMIND_POST_APPROVAL.name,
  policy: 'stately',
  async run(data) {
    const { postId } = REMIND_POST_APPROVAL.payload.parse(data)
    const mailIds = await deps.db.transaction(async (tx) => {
      const [post] = await tx
        .update(posts)
        .set({ reminderSentAt: sql`now()` })
        .where(
          and(
            eq(posts.id, postId),
            eq(posts.state, 'awaiting_approval'),
            isNull(posts.reminderSentAt),
          ),
        )
        .returning()
      if (!post) return []
      const [context] = await tx
        .select({
          organizationName: organizations.name,
          accountUsername: instagramAccounts.username,
          timeZone: sql<string>`coalesce(${businessHours.timeZone}, 'UTC')`,
        })
        .from(organizations)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, post.accountId))
        .leftJoin(businessHours, eq(businessHours.organizationId, organizations.id))
        .where(eq(organizations.id, post.organizationId))
      if (!context) return []
      const due = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: context.timeZone,
      }).format(post.scheduledAt ?? new Date())
      const ids: string[] = []
      for (const recipient of await listChurchRecipients(tx, post.organizationId))
        ids.push(
          await queueMail(tx, {
            to: recipient.email,
            template: 'post-approval-reminder',
            data: {
              organizationName: context.organizationName,
              accountUsername: context.accountUsername,
              caption: post.caption,
              due: `${due} (${context.timeZone})`,
            },
          }),
        )
      return ids
    })
    for (const id of mailIds) await sendQueuedMail(jobs, id)
    return { reminded: mailIds.length }
  },
})
