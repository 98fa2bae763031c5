import {
  type TFollowUpRequest,
  type TPastoralCase,
  type TPastoralCasePage,
  type TPastoralFollowUp,
  type TPastoralSettings,
  type TUpdatePastoralSettings,
} from '@common/schemas/pastoral'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError, notFound } from '../../../lib/app-error'
import { requireCursor, toPage } from '../../../lib/pagination'
import {
  findPastoralCase,
  listChurchOwners,
  listChurchPeople,
  findPastoralSettings,
  listPastoralCasesPage,
  listPastoralContacts,
  markCaseFollowedUp,
  markCaseSeen,
  replacePastoralContacts,
  upsertPastoralSettings,
} from './pastoral.repository'

export async function getPastoralSettings(
  db: Database,
  organizationId: string,
): Promise<TPastoralSettings> {
  const [settings, contacts, members, owners] = await Promise.all([
    findPastoralSettings(db, organizationId),
    listPastoralContacts(db, organizationId),
    listChurchPeople(db, organizationId),
    listChurchOwners(db, organizationId),
  ])
  return { ...settings, contacts, members, owners }
}

export async function updatePastoralSettings(
  db: Database,
  actor: Actor,
  organizationId: string,
  update: TUpdatePastoralSettings,
): Promise<TPastoralSettings> {
  const wanted = [...new Set(update.contactUserIds)]
  await db.transaction(async (tx) => {
    await upsertPastoralSettings(tx, organizationId, {
      routingEnabled: update.routingEnabled,
      emergencyGuidance: update.emergencyGuidance,
      updatedBy: actor.userId,
    })
    const named = await replacePastoralContacts(tx, organizationId, wanted)
    // Someone not in the church (or gone since the page loaded) cannot be a contact; nothing is
    // saved rather than a list that silently drops them.
    if (named !== wanted.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'contactUserIds: Pastoral contacts must be members of your church',
      )
    }
  })
  return getPastoralSettings(db, organizationId)
}

type CaseRow = Awaited<ReturnType<typeof findPastoralCase>> & {}

const iso = (date: Date | null) => date?.toISOString() ?? null

function toFollowUp(row: CaseRow): TPastoralFollowUp {
  return {
    seenAt: iso(row.seenAt),
    seenBy: row.seenAt ? (row.seenBy ?? 'A former member') : null,
    followedUpAt: iso(row.followedUpAt),
    followedUpBy: row.followedUpAt ? (row.followedUpBy ?? 'A former member') : null,
    note: row.note,
  }
}

export async function getPastoralCases(
  db: Database,
  organizationId: string,
  query: { cursor?: string; limit: number },
): Promise<TPastoralCasePage> {
  const after = requireCursor(query.cursor, 'timestamp')
  const [rows, settings] = await Promise.all([
    listPastoralCasesPage(db, organizationId, { after, limit: query.limit }),
    findPastoralSettings(db, organizationId),
  ])
  const { items, nextCursor } = toPage(rows, query.limit, (row) => ({
    key: row.routedAtKey,
    id: row.commentId,
  }))
  return {
    items: items.map((row): TPastoralCase => ({
      commentId: row.commentId,
      accountUsername: row.accountUsername,
      username: row.username,
      text: row.text,
      hidden: row.hidden,
      permalink: row.permalink,
      commentedAt: row.commentedAt.toISOString(),
      routedAt: row.routedAt.toISOString(),
      flags: row.flags,
      followUp: toFollowUp(row),
    })),
    nextCursor,
    emergencyGuidance: settings.emergencyGuidance,
  }
}

async function requireCase(db: Database, organizationId: string, commentId: string) {
  const row = await findPastoralCase(db, organizationId, commentId)
  if (!row) throw notFound('Flagged comment not found')
  return row
}

// The first church member to open a flagged comment; the agency sees "Seen by church".
export async function markPastoralCaseSeen(
  db: Database,
  actor: Actor & { organizationId: string },
  commentId: string,
): Promise<TPastoralFollowUp> {
  await requireCase(db, actor.organizationId, commentId)
  await markCaseSeen(db, actor.organizationId, commentId, actor.userId)
  return toFollowUp(await requireCase(db, actor.organizationId, commentId))
}

export async function followUpPastoralCase(
  db: Database,
  actor: Actor & { organizationId: string },
  commentId: string,
  request: TFollowUpRequest,
): Promise<TPastoralFollowUp> {
  const current = await requireCase(db, actor.organizationId, commentId)
  const note = request.note ? request.note : null
  const done = await markCaseFollowedUp(db, actor.organizationId, commentId, actor.userId, note)
  if (!done) {
    const by = current.followedUpBy ?? 'someone at your church'
    throw new AppError('ALREADY_FOLLOWED_UP', `This comment was already followed up by ${by}.`)
  }
  return toFollowUp(await requireCase(db, actor.organizationId, commentId))
}
