import { and, eq, notInArray } from 'drizzle-orm'
import {
  EDITABLE_POST_STATES,
  POST_KIND_RULES,
  type TChurchPostListQuery,
  type TCreatePost,
  type TPost,
  type TPostDetail,
  type TPostKind,
  type TPostPage,
  type TUpdatePost,
} from '@common/schemas/posts'
import { hasCapability, type Actor, canAccessOrganization } from '../../../auth/policy'
import type { DbOrTx } from '../../../db/client'
import { posts } from '../../../db/schema'
import { AppError, notFound } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { type PublishingContext, publishPostChange } from './publishing-context'
import { toPost, toPostDetail } from './post-view'
import { transition } from './post-state'
import { findPublishingSettings } from './publishing-settings.repository'
import {
  findAssetsOf,
  findPostWithContext,
  insertPost,
  listItemsOf,
  listLedger,
  listPostsPage,
  type PostListFilter,
  type PostRow,
  recordLedger,
  replaceItems,
} from './posts.repository'

const view = (context: PublishingContext) => ({
  storage: context.storage,
  publicUrl: context.publicUrl,
})

// A post the actor may see: the agency any church's, a church only its own; else 404.
export async function requireVisiblePost(db: DbOrTx, actor: Actor, id: string) {
  const row = await findPostWithContext(db, id)
  if (!row || !canAccessOrganization(actor, row.post.organizationId))
    throw notFound('Post not found')
  return row
}

export async function getPost(
  context: PublishingContext,
  actor: Actor,
  id: string,
): Promise<TPostDetail> {
  const row = await requireVisiblePost(context.db, actor, id)
  const [items, ledger] = await Promise.all([
    listItemsOf(context.db, [id]),
    listLedger(context.db, id),
  ])
  return toPostDetail(row, items, ledger, view(context))
}

export async function readPost(context: PublishingContext, id: string): Promise<TPost> {
  const row = await findPostWithContext(context.db, id)
  if (!row) throw notFound('Post not found')
  return toPost(row, await listItemsOf(context.db, [id]), view(context))
}

export async function listPosts(
  context: PublishingContext,
  filter: Omit<PostListFilter, 'states' | 'from' | 'to' | 'unscheduled'> & TChurchPostListQuery,
): Promise<TPostPage> {
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(filter.to))
    throw new AppError('VALIDATION_FAILED', 'to: must be later than from')
  const after = requireCursor(filter.cursor, 'timestamp')
  const rows = await listPostsPage(
    context.db,
    {
      organizationId: filter.organizationId,
      accountId: filter.accountId,
      states: filter.state,
      from: filter.from,
      to: filter.to,
      unscheduled: filter.unscheduled,
    },
    { after, limit: filter.limit },
  )
  const page = toPage(rows, filter.limit, (row) => ({
    key: filter.unscheduled ? row.createdKey : row.scheduledKey,
    id: row.post.id,
  }))
  const items = await listItemsOf(
    context.db,
    page.items.map((row) => row.post.id),
  )
  return {
    items: page.items.map((row) => toPost(row, items, view(context))),
    nextCursor: page.nextCursor,
  }
}

type ItemInput = { assetId: string; altText?: string }

// The files are the church's own (another church's file is "not found"), and fit the kind.
async function resolveItems(
  db: DbOrTx,
  organizationId: string,
  kind: TPostKind,
  items: ItemInput[],
) {
  const rule = POST_KIND_RULES[kind]
  if (items.length < rule.min || items.length > rule.max)
    throw new AppError('VALIDATION_FAILED', `items: ${rule.describe}`)
  const ids = items.map((item) => item.assetId)
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'items: The same file is picked twice.')
  const found = new Map((await findAssetsOf(db, organizationId, ids)).map((a) => [a.id, a]))
  return items.map((item) => {
    const asset = found.get(item.assetId)
    if (!asset) throw notFound('File not found in this church’s media library')
    if (!rule.accepts.includes(asset.kind))
      throw new AppError('VALIDATION_FAILED', `items: ${rule.describe}`)
    return {
      assetId: asset.id,
      kind: asset.kind,
      width: asset.width,
      height: asset.height,
      durationMs: asset.durationMs,
      altText: item.altText ?? (asset.altText || null),
    }
  })
}

async function requireChurchAccount(db: DbOrTx, organizationId: string, accountId: string) {
  const account = await findAccountById(db, accountId)
  if (!account || account.organizationId !== organizationId)
    throw notFound('Instagram account not found in this church')
  return account
}

function checkKindOptions(kind: TPostKind, collaborators: string[]) {
  if (kind === 'story' && collaborators.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      'collaborators: Instagram takes no collaborators on a story.',
    )
}

export async function createPost(
  context: PublishingContext,
  actor: Actor,
  organizationId: string,
  input: TCreatePost,
): Promise<TPostDetail> {
  const id = await context.db.transaction(async (tx) => {
    await requireChurchAccount(tx, organizationId, input.accountId)
    const items = await resolveItems(tx, organizationId, input.kind, input.items)
    const collaborators = input.collaborators ?? []
    checkKindOptions(input.kind, collaborators)
    const row = await insertPost(tx, {
      organizationId,
      accountId: input.accountId,
      kind: input.kind,
      caption: input.caption,
      firstComment: input.firstComment || null,
      collaborators,
      scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
      createdBy: actor.userId,
      createdByName: actor.name,
    })
    await replaceItems(tx, row.id, items)
    await recordLedger(tx, row.id, 'created', `by ${actor.name}`)
    await publishPostChange(tx, row, 'created')
    return row.id
  })
  return getPost(context, actor, id)
}

const stale = () =>
  new AppError(
    'POST_CHANGED',
    'Someone changed this post since you opened it. Reload it to see their changes, then edit again.',
  )

export function stateRefusal(row: Pick<PostRow, 'state'>, action: string) {
  const why: Record<PostRow['state'], string> = {
    draft: 'it is a draft',
    awaiting_approval: 'it is waiting for the church’s approval',
    scheduled: 'it is scheduled',
    publishing: 'it is being published right now',
    published: 'it is already published',
    failed: 'it failed to publish',
  }
  return new AppError('POST_STATE_CHANGED', `This post cannot be ${action}: ${why[row.state]}.`)
}

// An edit keeps the post where it was, except that content the church approved needs its
// approval again; a failed post becomes a draft. Agents edit drafts only (decision 071).
export async function updatePost(
  context: PublishingContext,
  actor: Actor,
  id: string,
  input: TUpdatePost,
): Promise<TPostDetail> {
  await context.db.transaction(async (tx) => {
    const found = (await requireVisiblePost(tx, actor, id)).post
    if (input.version !== undefined && input.version !== found.version) throw stale()
    if (!EDITABLE_POST_STATES.includes(found.state)) throw stateRefusal(found, 'edited')
    if (
      !hasCapability(actor, 'publishPosts') &&
      found.state !== 'draft' &&
      found.state !== 'failed'
    )
      throw new AppError(
        'FORBIDDEN',
        'Agents edit drafts; a post already scheduled or waiting for approval is changed by an Admin or Owner of your team.',
      )
    const kind = input.kind ?? found.kind
    if (input.accountId) await requireChurchAccount(tx, found.organizationId, input.accountId)
    const collaborators = input.collaborators ?? found.collaborators
    checkKindOptions(kind, collaborators)
    if (input.items || input.kind) {
      const items =
        input.items ??
        (await listItemsOf(tx, [id])).map((row) => {
          if (!row.item.assetId) throw notFound('File not found in this church’s media library')
          return { assetId: row.item.assetId, altText: row.item.altText ?? undefined }
        })
      await replaceItems(tx, id, await resolveItems(tx, found.organizationId, kind, items))
    }
    const contentChanged =
      input.items !== undefined ||
      input.kind !== undefined ||
      input.accountId !== undefined ||
      (input.caption !== undefined && input.caption !== found.caption) ||
      (input.firstComment !== undefined && (input.firstComment || null) !== found.firstComment) ||
      (input.collaborators !== undefined &&
        input.collaborators.join('\n') !== found.collaborators.join('\n'))
    const settings = await findPublishingSettings(tx, found.organizationId)
    const askAgain =
      contentChanged &&
      Boolean(settings?.postsNeedApproval) &&
      (found.state === 'scheduled' || found.state === 'awaiting_approval')
    const scheduledAt =
      input.scheduledAt === undefined
        ? undefined
        : input.scheduledAt === null
          ? null
          : new Date(input.scheduledAt)
    if (scheduledAt === null && found.state !== 'draft' && found.state !== 'failed')
      throw new AppError(
        'VALIDATION_FAILED',
        'scheduledAt: A scheduled post needs a time; unschedule it to make it a draft.',
      )
    const row = await transition(
      tx,
      id,
      [found.state],
      {
        ...(input.accountId ? { accountId: input.accountId } : {}),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.caption !== undefined ? { caption: input.caption } : {}),
        ...(input.firstComment !== undefined ? { firstComment: input.firstComment || null } : {}),
        ...(input.collaborators ? { collaborators: input.collaborators } : {}),
        ...(scheduledAt !== undefined ? { scheduledAt } : {}),
        ...(contentChanged
          ? { approvedAt: null, approvedBy: null, approvedByName: null, igContainerId: null }
          : {}),
        ...(askAgain
          ? { state: 'awaiting_approval' as const, approvalRequiredAt: new Date() }
          : {}),
        ...(found.state === 'failed'
          ? { state: 'draft' as const, failureMessage: null, failureCode: null }
          : {}),
      },
      eq(posts.version, found.version),
    )
    if (!row) throw stale()
    await recordLedger(
      tx,
      id,
      'edited',
      askAgain ? `by ${actor.name}; the church is asked to approve it again` : `by ${actor.name}`,
    )
    await publishPostChange(tx, row, askAgain ? 'awaiting_approval' : 'edited')
  })
  return getPost(context, actor, id)
}

// Never while publishing or published: what is on Instagram stays on record.
export async function deletePost(context: PublishingContext, actor: Actor, id: string) {
  await context.db.transaction(async (tx) => {
    const found = (await requireVisiblePost(tx, actor, id)).post
    const [deleted] = await tx
      .delete(posts)
      .where(and(eq(posts.id, id), notInArray(posts.state, ['publishing', 'published'])))
      .returning()
    if (!deleted) throw stateRefusal(found, 'deleted')
    await publishPostChange(tx, deleted, 'deleted')
  })
}
