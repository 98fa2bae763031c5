import type { TPublishingFreeze, TPublishingSettings } from '@common/schemas/posts'
import type { Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import { requestPublishScan } from '../../../jobs/contracts'
import type { JobQueue } from '../../../lib/jobs'
import { publishPostChange } from './publishing-context'
import {
  countAwaitingPosts,
  findAgencyFreeze,
  findPublishingSettings,
  publishSettingsChangeToEveryChurch,
  setAgencyFrozen,
  setChurchFrozen,
  upsertPostsNeedApproval,
} from './publishing-settings.repository'

export async function getPublishingSettings(
  db: DbOrTx,
  organizationId: string,
): Promise<TPublishingSettings> {
  const [settings, agency, waiting] = await Promise.all([
    findPublishingSettings(db, organizationId),
    findAgencyFreeze(db),
    countAwaitingPosts(db, organizationId),
  ])
  return {
    postsNeedApproval: settings?.postsNeedApproval ?? false,
    frozen: Boolean(settings?.frozenAt),
    frozenAt: settings?.frozenAt?.toISOString() ?? null,
    allFrozen: Boolean(agency?.frozenAt),
    waiting,
  }
}

// Turning sign-off on asks for it from the next submission; posts already scheduled keep their
// place (the church can still see them). Turning it off publishes nothing still waiting: those
// wait until the church decides, as replies do (decision 051).
export async function setPostsNeedApproval(
  db: Database,
  actor: Actor,
  organizationId: string,
  postsNeedApproval: boolean,
) {
  await db.transaction(async (tx) => {
    await upsertPostsNeedApproval(tx, organizationId, postsNeedApproval, actor.userId)
    await publishPostChange(tx, { organizationId }, 'settings')
  })
  return getPublishingSettings(db, organizationId)
}

export async function freezeChurch(
  deps: { db: Database; jobs: JobQueue },
  actor: Actor,
  organizationId: string,
  frozen: boolean,
) {
  await deps.db.transaction(async (tx) => {
    await setChurchFrozen(tx, organizationId, frozen, actor.userId)
    await publishPostChange(tx, { organizationId }, 'settings')
  })
  // Resumed: whatever came due meanwhile goes now.
  if (!frozen) await requestPublishScan(deps.jobs)
  return getPublishingSettings(deps.db, organizationId)
}

export async function getAgencyFreeze(db: DbOrTx): Promise<TPublishingFreeze> {
  const row = await findAgencyFreeze(db)
  return { frozen: Boolean(row?.frozenAt), frozenAt: row?.frozenAt?.toISOString() ?? null }
}

export async function freezeAll(
  deps: { db: Database; jobs: JobQueue },
  actor: Actor,
  frozen: boolean,
): Promise<TPublishingFreeze> {
  const row = await deps.db.transaction(async (tx) => {
    const changed = await setAgencyFrozen(tx, frozen, actor.userId)
    // Every church's calendar shows the pause at once, as for one church's freeze.
    await publishSettingsChangeToEveryChurch(tx)
    return changed
  })
  if (!frozen) await requestPublishScan(deps.jobs)
  return { frozen: Boolean(row?.frozenAt), frozenAt: row?.frozenAt?.toISOString() ?? null }
}
