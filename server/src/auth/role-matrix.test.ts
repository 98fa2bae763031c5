import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationRouteId } from '@common/organization-name'
import {
  bulkActions,
  directConversations,
  directMessages,
  labels,
  mentions,
  workItems,
  moderationRules,
  outgoingMessages,
  pastoralCases,
  postItems,
  posts,
  savedReplies,
} from '../db/schema'
import { insertInvitation } from '../modules/identity/invitations/invitations.repository'
import {
  hashInvitationToken,
  newInvitationToken,
} from '../modules/identity/invitations/invitation-token'
import { as, signInAsChurchMember, signInAsTeammate } from '../../test/actors'
import { fileUpload, picture } from '../../test/asset-fixtures'
import { createAccount, createComment, createMedia, createOrganization } from '../../test/factories'
import { registerClient, uniqueEmail, useTestApp } from '../../test/helper'
import { documentedOperations } from '../../test/openapi-operations'
import { connectSse } from '../../test/sse-client'

// Every route of /api/openapi.json, asked by each kind of person, answers the class of status
// the table below says. A route missing from the table fails the test, so a new route cannot
// ship without deciding who may use it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flock-matrix-'))
const t = useTestApp({
  SIGN_UP_RATE_LIMIT: '1000',
  SIGN_IN_RATE_LIMIT: '1000',
  // Uploads to the media library land here, not in the working copy's ./data.
  DATA_DIR: dataDir,
})

const WHO = [
  'signedOut',
  'otherChurch',
  'churchMember',
  'churchOwner',
  'agent',
  'admin',
  'owner',
] as const
type Who = (typeof WHO)[number]

// ok: allowed (any answer but 401, 403, 404 and 5xx); a number: exactly that status;
// same: a public route, answering everybody alike.
type Expected = 'ok' | 401 | 403 | 404
type Row = Record<Who, Expected> | 'same'

const row = (
  signedOut: Expected,
  otherChurch: Expected,
  churchMember: Expected,
  churchOwner: Expected,
  agent: Expected,
  admin: Expected,
  owner: Expected,
): Row => ({ signedOut, otherChurch, churchMember, churchOwner, agent, admin, owner })

//                       signed out  other church  member  church owner  agent  admin  owner
const EVERYONE_SIGNED_IN = row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok')
const WHOLE_TEAM = row(401, 403, 403, 403, 'ok', 'ok', 'ok')
const OWNERS_AND_ADMINS = row(401, 403, 403, 403, 403, 'ok', 'ok')
const TEAM_OWNERS = row(401, 403, 403, 403, 403, 403, 'ok')
const OWN_CHURCH = row(401, 404, 'ok', 'ok', 'ok', 'ok', 'ok')
const OWN_CHURCH_EDIT = row(401, 404, 'ok', 'ok', 403, 'ok', 'ok')
const CHURCH_OWNER_OR_MANAGERS = row(401, 404, 403, 'ok', 403, 'ok', 'ok')
const CHURCH_ITSELF = row(401, 404, 'ok', 'ok', 403, 403, 403)
const TEAM_INVITATION = row(401, 404, 404, 404, 403, 403, 'ok')
// The church's own decision, not the agency's: its Owner (settings), its people (follow-up).
const CHURCH_OWNER_ITSELF = row(401, 404, 403, 'ok', 403, 403, 403)
const DM_READERS = row(401, 404, 404, 'ok', 'ok', 'ok', 'ok')

const EXPECTED: Record<string, Row> = {
  'GET /healthz': 'same',
  'GET /readyz': 'same',
  'GET /api/me': 'same',
  'PUT /api/me/name': EVERYONE_SIGNED_IN,
  'POST /api/register': 'same',
  'GET /api/admin-setup': 'same',
  'POST /api/admin-setup': 'same',
  'GET /api/events': EVERYONE_SIGNED_IN,
  'GET /api/organizations': WHOLE_TEAM,
  'POST /api/organizations': OWNERS_AND_ADMINS,
  'GET /api/organizations/{routeId}/summary': OWN_CHURCH,
  'GET /api/organizations/{routeId}': OWN_CHURCH,
  'PUT /api/organizations/{routeId}': OWN_CHURCH_EDIT,
  'DELETE /api/organizations/{routeId}': row(401, 403, 403, 403, 403, 'ok', 'ok'),
  'GET /api/organizations/{routeId}/export': CHURCH_OWNER_OR_MANAGERS,
  'GET /api/settings/backups': OWNERS_AND_ADMINS,
  'GET /api/settings/backups/files/{kind}/{fileName}': OWNERS_AND_ADMINS,
  // The reports' target and monthly e-mail: Admins read them with the reports; Owners set them.
  'GET /api/settings/reports': OWNERS_AND_ADMINS,
  'PUT /api/settings/reports': TEAM_OWNERS,
  'GET /api/accounts': WHOLE_TEAM,
  'GET /api/accounts/{accountId}': OWN_CHURCH,
  'GET /api/organizations/{routeId}/accounts': OWN_CHURCH,
  // Granting and revoking the agency's access is the church's own decision.
  // The church's Owner, or a Member they allow (none here).
  'POST /api/accounts/{accountId}/revoke': row(401, 404, 403, 'ok', 403, 403, 403),
  'GET /api/dashboard': WHOLE_TEAM,
  // Connecting is for a church's own people; the other church connects to its own organization.
  'POST /api/instagram/connect': row(401, 403, 403, 'ok', 403, 403, 403),
  'PUT /api/organizations/{routeId}/members/{userId}/accounts-permission': CHURCH_OWNER_ITSELF,
  // A state is bound to the person who started the flow; anyone else's is simply invalid (400).
  'POST /api/instagram/callback': EVERYONE_SIGNED_IN,
  'POST /api/instagram/deauthorize': 'same',
  'POST /api/instagram/data-deletion': 'same',
  'GET /api/data-deletion/{code}': 'same',
  'GET /api/instagram/webhooks': 'same',
  'POST /api/instagram/webhooks': 'same',
  'GET /api/comments': WHOLE_TEAM,
  'GET /api/comments/counts': WHOLE_TEAM,
  'GET /api/accounts/{id}/posts': WHOLE_TEAM,
  'POST /api/comments/{id}/replies': WHOLE_TEAM,
  'POST /api/media/{id}/comments': WHOLE_TEAM,
  'POST /api/comments/{id}/private-replies': WHOLE_TEAM,
  'GET /api/saved-replies': WHOLE_TEAM,
  'GET /api/comments/{id}/reply-variables': WHOLE_TEAM,
  'GET /api/media/{id}/reply-variables': WHOLE_TEAM,
  'GET /api/direct-conversations/{id}/reply-variables': WHOLE_TEAM,
  'POST /api/saved-replies': WHOLE_TEAM,
  'PUT /api/saved-replies/{id}': WHOLE_TEAM,
  'DELETE /api/saved-replies/{id}': OWNERS_AND_ADMINS,
  'POST /api/outgoing/{id}/retry': WHOLE_TEAM,
  'POST /api/outgoing/{id}/discard': WHOLE_TEAM,
  // The agency takes back its own reply; the church declines instead (decision 053).
  'POST /api/outgoing/{id}/withdraw': WHOLE_TEAM,
  'POST /api/comments/{id}/hide': WHOLE_TEAM,
  'DELETE /api/comments/{id}': OWNERS_AND_ADMINS,
  'POST /api/comments/{id}/done': WHOLE_TEAM,
  'DELETE /api/comments/{id}/done': WHOLE_TEAM,
  'PUT /api/comments/{id}/read': WHOLE_TEAM,
  'DELETE /api/comments/{id}/read': WHOLE_TEAM,
  'PUT /api/comments/{id}/assignee': WHOLE_TEAM,
  'GET /api/team/assignees': WHOLE_TEAM,
  'GET /api/comments/{id}': WHOLE_TEAM,
  'GET /api/comments/{id}/notes': WHOLE_TEAM,
  'POST /api/comments/{id}/notes': WHOLE_TEAM,
  'GET /api/labels': WHOLE_TEAM,
  'GET /api/posts': WHOLE_TEAM,
  'POST /api/labels': WHOLE_TEAM,
  'PUT /api/comments/{id}/labels/{labelId}': WHOLE_TEAM,
  'DELETE /api/comments/{id}/labels/{labelId}': WHOLE_TEAM,
  'GET /api/presence': WHOLE_TEAM,
  'PUT /api/comments/{id}/presence': WHOLE_TEAM,
  'DELETE /api/comments/{id}/presence': WHOLE_TEAM,
  'PUT /api/direct-conversations/{id}/presence': WHOLE_TEAM,
  'DELETE /api/direct-conversations/{id}/presence': WHOLE_TEAM,
  // Asked with 'done' here; a bulk delete is refused to Agents (modules/work/bulk/bulk.test.ts).
  'POST /api/comments/bulk': WHOLE_TEAM,
  'GET /api/comments/bulk/{id}': WHOLE_TEAM,
  'POST /api/comments/bulk/{id}/retry': WHOLE_TEAM,
  'GET /api/notifications': EVERYONE_SIGNED_IN,
  'POST /api/notifications/read': EVERYONE_SIGNED_IN,
  'GET /api/team': OWNERS_AND_ADMINS,
  'PUT /api/team/two-factor-requirement': TEAM_OWNERS,
  'POST /api/team/members/{userId}/reset-two-factor': OWNERS_AND_ADMINS,
  'PATCH /api/team/members/{userId}': TEAM_OWNERS,
  'POST /api/team/members/{userId}/deactivate': TEAM_OWNERS,
  'POST /api/team/members/{userId}/reactivate': TEAM_OWNERS,
  'POST /api/team/invitations': TEAM_OWNERS,
  'POST /api/invitations/{id}/resend': TEAM_INVITATION,
  'POST /api/invitations/{id}/revoke': TEAM_INVITATION,
  'POST /api/invitations/preview': 'same',
  'POST /api/invitations/accept': 'same',
  'GET /api/organizations/{routeId}/members': OWN_CHURCH,
  'POST /api/organizations/{routeId}/invitations': CHURCH_OWNER_OR_MANAGERS,
  'DELETE /api/organizations/{routeId}/members/{userId}': CHURCH_OWNER_OR_MANAGERS,
  // Every invitation and reset link is in it.
  'GET /api/outbox': TEAM_OWNERS,
  'GET /api/site': 'same',
  'GET /api/organizations/{routeId}/pastoral-settings': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/pastoral-settings': CHURCH_OWNER_ITSELF,
  'GET /api/organizations/{routeId}/pastoral-care': OWN_CHURCH,
  'POST /api/pastoral-care/{commentId}/seen': CHURCH_ITSELF,
  'POST /api/pastoral-care/{commentId}/follow-up': CHURCH_ITSELF,
  // Reply approval (decision 043): the setting is the church Owner's; the agency reads it. Any of
  // the church's people approve or decline; the agency, whose replies these are, does neither.
  'GET /api/organizations/{routeId}/approval-settings': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/approval-settings': CHURCH_OWNER_ITSELF,
  'GET /api/organizations/{routeId}/approvals': OWN_CHURCH,
  'GET /api/organizations/{routeId}/approval-decisions': OWN_CHURCH,
  // Held direct messages (decision 075): those its message privacy lets read them, and the agency.
  'GET /api/organizations/{routeId}/message-approvals': DM_READERS,
  'POST /api/approvals/{id}/approve': CHURCH_ITSELF,
  'POST /api/approvals/{id}/decline': CHURCH_ITSELF,
  'GET /api/organizations/{routeId}/conversations': OWN_CHURCH,
  // Direct messages (decision 072): the team reads and works them; a church's people read them
  // as its privacy setting says (its Owner by default; members are told they do not exist).
  'GET /api/direct-conversations/{id}': DM_READERS,
  'POST /api/direct-conversations/{id}/messages': WHOLE_TEAM,
  'POST /api/direct-conversations/{id}/reactions': WHOLE_TEAM,
  'POST /api/work-items/{id}/done': WHOLE_TEAM,
  'DELETE /api/work-items/{id}/done': WHOLE_TEAM,
  'PUT /api/work-items/{id}/assignee': WHOLE_TEAM,
  'PUT /api/work-items/{id}/read': WHOLE_TEAM,
  'DELETE /api/work-items/{id}/read': WHOLE_TEAM,
  'PUT /api/work-items/{id}/labels/{labelId}': WHOLE_TEAM,
  'DELETE /api/work-items/{id}/labels/{labelId}': WHOLE_TEAM,
  'GET /api/work-items/{id}/notes': WHOLE_TEAM,
  'POST /api/work-items/{id}/notes': WHOLE_TEAM,
  'GET /api/organizations/{routeId}/message-privacy': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/message-privacy': CHURCH_OWNER_ITSELF,
  'GET /api/organizations/{routeId}/direct-conversations': DM_READERS,
  'POST /api/mentions/{id}/reply': WHOLE_TEAM,
  // Reports: the agency's Owners and Admins, and each church its own (Agents see none).
  'GET /api/reports': OWN_CHURCH_EDIT,
  'GET /api/exports/report.csv': OWN_CHURCH_EDIT,
  'GET /api/exports/comments.csv': OWN_CHURCH_EDIT,
  'GET /api/organizations/{routeId}/business-hours': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/business-hours': CHURCH_OWNER_OR_MANAGERS,
  'POST /api/password-reset/check': 'same',
  // Moderation rules act on every church's comments unseen: Owners and Admins only (decision 044).
  'GET /api/rules': OWNERS_AND_ADMINS,
  'POST /api/rules': OWNERS_AND_ADMINS,
  'POST /api/rules/dry-run': OWNERS_AND_ADMINS,
  'POST /api/rules/starter': OWNERS_AND_ADMINS,
  'PUT /api/rules/order': OWNERS_AND_ADMINS,
  'PUT /api/rules/{id}': OWNERS_AND_ADMINS,
  'PUT /api/rules/{id}/enabled': OWNERS_AND_ADMINS,
  'DELETE /api/rules/{id}': OWNERS_AND_ADMINS,
  // A church's own hidden words: read by whoever sees the church, written by its Owner.
  'GET /api/organizations/{routeId}/hidden-words': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/hidden-words': CHURCH_OWNER_ITSELF,
  // The media library (decision 065): the whole team and the church's people upload and list;
  // alt text and deleting are for the church's people and the agency's Owners and Admins.
  'GET /api/organizations/{routeId}/assets': OWN_CHURCH,
  'POST /api/organizations/{routeId}/assets': OWN_CHURCH,
  'GET /api/organizations/{routeId}/assets/{assetId}': OWN_CHURCH,
  'PATCH /api/organizations/{routeId}/assets/{assetId}': OWN_CHURCH_EDIT,
  'DELETE /api/organizations/{routeId}/assets/{assetId}': OWN_CHURCH_EDIT,
  'POST /api/organizations/{routeId}/assets/{assetId}/crop': OWN_CHURCH,
  // What Instagram fetches: by the unguessable token alone, the same for everybody.
  'GET /media-files/{token}/{file}': 'same',
  // Publishing (decision 071): the whole team drafts; Owners and Admins schedule, publish,
  // delete, set a church's sign-off and freeze; the church reads its own posts and settings and
  // approves or declines, which the agency cannot do for it.
  'GET /api/publishing/posts': WHOLE_TEAM,
  'GET /api/organizations/{routeId}/posts': OWN_CHURCH,
  'POST /api/organizations/{routeId}/posts': row(401, 404, 403, 403, 'ok', 'ok', 'ok'),
  'GET /api/posts/{id}': OWN_CHURCH,
  'PATCH /api/posts/{id}': WHOLE_TEAM,
  'DELETE /api/posts/{id}': OWNERS_AND_ADMINS,
  'POST /api/posts/{id}/schedule': OWNERS_AND_ADMINS,
  'POST /api/posts/{id}/publish-now': OWNERS_AND_ADMINS,
  'POST /api/posts/{id}/unschedule': WHOLE_TEAM,
  'POST /api/posts/{id}/approve': CHURCH_ITSELF,
  'POST /api/posts/{id}/decline': CHURCH_ITSELF,
  'GET /api/organizations/{routeId}/publishing-settings': OWN_CHURCH,
  'PUT /api/organizations/{routeId}/publishing-settings': row(401, 404, 403, 403, 403, 'ok', 'ok'),
  'POST /api/organizations/{routeId}/publishing/freeze': row(401, 404, 403, 403, 403, 'ok', 'ok'),
  'POST /api/organizations/{routeId}/publishing/resume': row(401, 404, 403, 403, 403, 'ok', 'ok'),
  'GET /api/publishing/freeze': WHOLE_TEAM,
  'POST /api/publishing/freeze': OWNERS_AND_ADMINS,
  'POST /api/publishing/resume': OWNERS_AND_ADMINS,
  'GET /api/instagram-accounts/{id}/publishing-limit': OWN_CHURCH,
}

interface Fixtures {
  cookies: Record<Who, string | undefined>
  churchA: { id: string; routeId: string; name: string }
  accountId: string
  mediaId: string
}
let f: Fixtures

const uuid = () => crypto.randomUUID()

async function freshComment() {
  const account = await createAccount(t.db.db, f.churchA.id)
  return createComment(t.db.db, account)
}

async function freshLabel() {
  const [label] = await t.db.db
    .insert(labels)
    .values({ name: `Matrix ${uuid()}`, color: 'green' })
    .returning()
  return label!.id
}

async function freshSavedReply() {
  const [row] = await t.db.db
    .insert(savedReplies)
    .values({ title: 'Welcome', text: 'Welcome to {church.name}!' })
    .returning({ id: savedReplies.id })
  return row!.id
}

// A rule of one church, switched off: the matrix's comments meet no rule.
async function freshRule() {
  const [rule] = await t.db.db
    .insert(moderationRules)
    .values({
      name: `Matrix ${uuid()}`,
      enabled: false,
      organizationIds: [f.churchA.id],
      words: ['raffle'],
      hide: true,
    })
    .returning({ id: moderationRules.id })
  return rule!.id
}

async function freshBulkAction() {
  const [action] = await t.db.db
    .insert(bulkActions)
    .values({ kind: 'hide', requestedBy: await freshTeammate(), total: 0, state: 'finished' })
    .returning()
  return action!.id
}

async function freshTeammate() {
  return (await signInAsTeammate(t.app, t.db.db, 'agent')).userId
}

async function freshTeamInvitation() {
  const invitation = await insertInvitation(t.db.db, {
    email: uniqueEmail('invitee'),
    kind: 'team',
    teamRole: 'agent',
    tokenHash: hashInvitationToken(newInvitationToken()),
    expiresAt: new Date(Date.now() + 86_400_000),
    invitedByName: 'Someone',
  })
  return invitation.id
}

async function freshOutgoing() {
  const comment = await freshComment()
  const [outgoing] = await t.db.db
    .insert(outgoingMessages)
    .values({
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      workItemId: comment.id,
      kind: 'reply',
      message: 'Thank you',
      idempotencyKey: uuid(),
      status: 'failed',
      lastError: 'test',
    })
    .returning()
  return outgoing!.id
}

// A reply to a church A comment, waiting for the church's approval.
async function freshAwaitingApproval() {
  const comment = await freshComment()
  const [outgoing] = await t.db.db
    .insert(outgoingMessages)
    .values({
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      workItemId: comment.id,
      kind: 'reply',
      message: 'Thank you',
      idempotencyKey: uuid(),
      status: 'awaiting_approval',
    })
    .returning()
  return outgoing!.id
}

// A flagged comment of church A routed to it, for the follow-up routes.
async function freshPastoralCase() {
  const comment = await freshComment()
  await t.db.db
    .insert(pastoralCases)
    .values({ workItemId: comment.id, organizationId: comment.organizationId, flags: ['prayer'] })
  return comment.id
}

// A direct-message conversation of church A, with one message its follower took back.
async function freshConversation() {
  const account = await createAccount(t.db.db, f.churchA.id)
  const [item] = await t.db.db
    .insert(workItems)
    .values({
      kind: 'conversation',
      organizationId: f.churchA.id,
      accountId: account.id,
      responseStatus: 'pending',
      lastActivityAt: new Date(),
    })
    .returning()
  await t.db.db.insert(directConversations).values({
    id: item!.id,
    organizationId: f.churchA.id,
    accountId: account.id,
    followerIgId: `9${Date.now()}`,
    username: 'matrix.follower',
    lastInboundAt: new Date(),
  })
  const [message] = await t.db.db
    .insert(directMessages)
    .values({
      conversationId: item!.id,
      igMessageId: `mid-${uuid()}`,
      direction: 'inbound',
      text: null,
      unsentAt: new Date(),
      sentAt: new Date(),
    })
    .returning()
  return { id: item!.id, unsentMessageId: message!.id }
}

async function freshMention() {
  const account = await createAccount(t.db.db, f.churchA.id)
  const [item] = await t.db.db
    .insert(workItems)
    .values({
      kind: 'mention',
      organizationId: f.churchA.id,
      accountId: account.id,
      responseStatus: 'pending',
      lastActivityAt: new Date(),
    })
    .returning()
  await t.db.db.insert(mentions).values({
    id: item!.id,
    organizationId: f.churchA.id,
    accountId: account.id,
    igMediaId: `media-${uuid()}`,
    igCommentId: `comment-${uuid()}`,
    username: 'someone',
    text: 'Thanks @church',
    mentionedAt: new Date(),
  })
  return item!.id
}

// A church A picture in its media library, uploaded by its Owner.
async function freshAsset() {
  const body = fileUpload(await picture('jpeg', 20, 20), 'matrix.jpg')
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/organizations/${f.churchA.routeId}/assets`,
    headers: { ...as(f.cookies.churchOwner), ...body.headers },
    payload: body.payload,
  })
  return response.json() as { id: string; publicUrl: string }
}

// A post of church A in the given state, with one picture of its library.
async function freshPost(state: 'draft' | 'scheduled' | 'awaiting_approval' = 'draft') {
  const asset = await freshAsset()
  const [post] = await t.db.db
    .insert(posts)
    .values({
      organizationId: f.churchA.id,
      accountId: f.accountId,
      kind: 'image',
      caption: 'Join us Sunday',
      state,
      scheduledAt: state === 'draft' ? null : new Date(Date.now() + 86_400_000),
      createdByName: 'Matrix',
    })
    .returning({ id: posts.id })
  await t.db.db.insert(postItems).values({
    postId: post!.id,
    position: 0,
    assetId: asset.id,
    kind: 'image',
    width: 20,
    height: 20,
  })
  return post!.id
}

type Request = {
  url: string
  payload?: Record<string, unknown> | Buffer
  headers?: Record<string, string>
}

// How to ask each route, with fresh rows wherever a request changes or removes what it touches.
const REQUESTS: Record<string, () => Promise<Request>> = {
  'GET /healthz': async () => ({ url: '/healthz' }),
  'GET /readyz': async () => ({ url: '/readyz' }),
  'GET /api/me': async () => ({ url: '/api/me' }),
  'PUT /api/me/name': async () => ({ url: '/api/me/name', payload: { name: 'Matrix Person' } }),
  'POST /api/register': async () => ({
    url: '/api/register',
    payload: {
      email: uniqueEmail('matrix'),
      name: 'Matrix Owner',
      organizationName: `Matrix Church ${uuid()}`,
      password: 'correct horse battery',
    },
  }),
  'GET /api/admin-setup': async () => ({ url: '/api/admin-setup' }),
  'POST /api/admin-setup': async () => ({
    url: '/api/admin-setup',
    payload: {
      name: 'Matrix Admin',
      email: uniqueEmail('setup'),
      password: 'correct horse battery',
      setupCode: 'nope',
    },
  }),
  'GET /api/organizations': async () => ({ url: '/api/organizations' }),
  'POST /api/organizations': async () => ({
    url: '/api/organizations',
    payload: {
      organization: `Added Church ${uuid()}`,
      contact: '',
      phone: '',
      address: '',
      website: '',
    },
  }),
  'GET /api/organizations/{routeId}/summary': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/summary`,
  }),
  'GET /api/organizations/{routeId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}`,
  }),
  'PUT /api/organizations/{routeId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}`,
    payload: { organization: f.churchA.name, contact: '', phone: '', address: '', website: '' },
  }),
  'DELETE /api/organizations/{routeId}': async () => {
    const organization = await createOrganization(t.db.db)
    return {
      url: `/api/organizations/${organizationRouteId(organization.slug)}`,
      payload: { confirmName: organization.name },
    }
  },
  'GET /api/organizations/{routeId}/export': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/export`,
  }),
  'GET /api/settings/backups': async () => ({ url: '/api/settings/backups' }),
  'GET /api/settings/backups/files/{kind}/{fileName}': async () => {
    const fileName = 'flock-0.1.0-m0044-20261128T030000Z.flock-backup.gz'
    mkdirSync(path.join(dataDir, 'backups'), { recursive: true })
    writeFileSync(path.join(dataDir, 'backups', fileName), 'backup')
    return { url: `/api/settings/backups/files/manual/${fileName}` }
  },
  'GET /api/settings/reports': async () => ({ url: '/api/settings/reports' }),
  'PUT /api/settings/reports': async () => ({
    url: '/api/settings/reports',
    payload: { targetHours: 4, monthlyMail: false },
  }),
  'GET /api/accounts': async () => ({ url: '/api/accounts' }),
  'GET /api/accounts/{accountId}': async () => ({ url: `/api/accounts/${f.accountId}` }),
  'GET /api/organizations/{routeId}/accounts': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/accounts`,
  }),
  'POST /api/accounts/{accountId}/revoke': async () => ({
    url: `/api/accounts/${(await createAccount(t.db.db, f.churchA.id)).id}/revoke`,
  }),
  'GET /api/dashboard': async () => ({ url: '/api/dashboard' }),
  'POST /api/instagram/connect': async () => ({ url: '/api/instagram/connect', payload: {} }),
  'POST /api/instagram/callback': async () => ({
    url: '/api/instagram/callback',
    payload: { state: 'abcdefghijklmnop', code: 'code' },
  }),
  'POST /api/instagram/deauthorize': async () => ({
    url: '/api/instagram/deauthorize',
    payload: { signed_request: 'not.signed' },
  }),
  'POST /api/instagram/data-deletion': async () => ({
    url: '/api/instagram/data-deletion',
    payload: { signed_request: 'not.signed' },
  }),
  'GET /api/data-deletion/{code}': async () => ({ url: '/api/data-deletion/UNKNOWN123' }),
  'GET /api/instagram/webhooks': async () => ({ url: '/api/instagram/webhooks' }),
  'POST /api/instagram/webhooks': async () => ({
    url: '/api/instagram/webhooks',
    payload: { object: 'instagram', entry: [] },
  }),
  'GET /api/comments': async () => ({ url: '/api/comments' }),
  'GET /api/comments/counts': async () => ({ url: '/api/comments/counts' }),
  'GET /api/accounts/{id}/posts': async () => ({ url: `/api/accounts/${f.accountId}/posts` }),
  'POST /api/comments/{id}/replies': async () => ({
    url: `/api/comments/${(await freshComment()).id}/replies`,
    payload: { message: 'Thank you!', idempotencyKey: uuid() },
  }),
  'POST /api/media/{id}/comments': async () => ({
    url: `/api/media/${f.mediaId}/comments`,
    payload: { message: 'Welcome!', idempotencyKey: uuid() },
  }),
  'POST /api/comments/{id}/private-replies': async () => ({
    url: `/api/comments/${(await freshComment()).id}/private-replies`,
    payload: { message: 'We are praying for you.', idempotencyKey: uuid() },
  }),
  'GET /api/saved-replies': async () => ({ url: '/api/saved-replies?search=service' }),
  'GET /api/media/{id}/reply-variables': async () => ({
    url: `/api/media/${f.mediaId}/reply-variables`,
  }),
  'GET /api/direct-conversations/{id}/reply-variables': async () => ({
    url: `/api/direct-conversations/${(await freshConversation()).id}/reply-variables`,
  }),
  'GET /api/comments/{id}/reply-variables': async () => ({
    url: `/api/comments/${(await freshComment()).id}/reply-variables`,
  }),
  'POST /api/saved-replies': async () => ({
    url: '/api/saved-replies',
    payload: { title: 'Service times', text: '{church.name} meets {church.service_times}.' },
  }),
  'PUT /api/saved-replies/{id}': async () => ({
    url: `/api/saved-replies/${await freshSavedReply()}`,
    payload: { title: 'Parking', text: 'Parking is free behind {church.name}.' },
  }),
  'DELETE /api/saved-replies/{id}': async () => ({
    url: `/api/saved-replies/${await freshSavedReply()}`,
  }),
  'POST /api/outgoing/{id}/retry': async () => ({
    url: `/api/outgoing/${await freshOutgoing()}/retry`,
  }),
  'POST /api/outgoing/{id}/discard': async () => ({
    url: `/api/outgoing/${await freshOutgoing()}/discard`,
  }),
  'POST /api/outgoing/{id}/withdraw': async () => ({
    url: `/api/outgoing/${await freshAwaitingApproval()}/withdraw`,
  }),
  'POST /api/comments/{id}/hide': async () => ({
    url: `/api/comments/${(await freshComment()).id}/hide`,
    payload: { hidden: true },
  }),
  'DELETE /api/comments/{id}': async () => ({ url: `/api/comments/${(await freshComment()).id}` }),
  'POST /api/comments/{id}/done': async () => ({
    url: `/api/comments/${(await freshComment()).id}/done`,
  }),
  'DELETE /api/comments/{id}/done': async () => ({
    url: `/api/comments/${(await freshComment()).id}/done`,
  }),
  'PUT /api/comments/{id}/read': async () => ({
    url: `/api/comments/${(await freshComment()).id}/read`,
  }),
  'DELETE /api/comments/{id}/read': async () => ({
    url: `/api/comments/${(await freshComment()).id}/read`,
  }),
  'PUT /api/comments/{id}/assignee': async () => ({
    url: `/api/comments/${(await freshComment()).id}/assignee`,
    payload: { assigneeId: null },
  }),
  'GET /api/team/assignees': async () => ({ url: '/api/team/assignees' }),
  'GET /api/comments/{id}': async () => ({ url: `/api/comments/${(await freshComment()).id}` }),
  'GET /api/comments/{id}/notes': async () => ({
    url: `/api/comments/${(await freshComment()).id}/notes`,
  }),
  'POST /api/comments/{id}/notes': async () => ({
    url: `/api/comments/${(await freshComment()).id}/notes`,
    payload: { text: 'Called her back' },
  }),
  'GET /api/labels': async () => ({ url: '/api/labels' }),
  'GET /api/posts': async () => ({ url: '/api/posts' }),
  'POST /api/labels': async () => ({
    url: '/api/labels',
    payload: { name: `Matrix ${uuid()}`.slice(0, 40), color: 'blue' },
  }),
  'PUT /api/comments/{id}/labels/{labelId}': async () => ({
    url: `/api/comments/${(await freshComment()).id}/labels/${await freshLabel()}`,
  }),
  'DELETE /api/comments/{id}/labels/{labelId}': async () => ({
    url: `/api/comments/${(await freshComment()).id}/labels/${await freshLabel()}`,
  }),
  'GET /api/presence': async () => ({ url: '/api/presence' }),
  'PUT /api/comments/{id}/presence': async () => ({
    url: `/api/comments/${(await freshComment()).id}/presence`,
  }),
  'DELETE /api/comments/{id}/presence': async () => ({
    url: `/api/comments/${(await freshComment()).id}/presence`,
  }),
  'PUT /api/direct-conversations/{id}/presence': async () => ({
    url: `/api/direct-conversations/${(await freshConversation()).id}/presence`,
  }),
  'DELETE /api/direct-conversations/{id}/presence': async () => ({
    url: `/api/direct-conversations/${(await freshConversation()).id}/presence`,
  }),
  'POST /api/comments/bulk': async () => ({
    url: '/api/comments/bulk',
    payload: { selection: { ids: [(await freshComment()).id] }, action: { type: 'done' } },
  }),
  'GET /api/comments/bulk/{id}': async () => ({
    url: `/api/comments/bulk/${await freshBulkAction()}`,
  }),
  'POST /api/comments/bulk/{id}/retry': async () => ({
    url: `/api/comments/bulk/${await freshBulkAction()}/retry`,
  }),
  'GET /api/notifications': async () => ({ url: '/api/notifications' }),
  'POST /api/notifications/read': async () => ({ url: '/api/notifications/read' }),
  'GET /api/team': async () => ({ url: '/api/team' }),
  'PUT /api/team/two-factor-requirement': async () => ({
    url: '/api/team/two-factor-requirement',
    payload: { required: false },
  }),
  'POST /api/team/members/{userId}/reset-two-factor': async () => ({
    url: `/api/team/members/${await freshTeammate()}/reset-two-factor`,
  }),
  'PATCH /api/team/members/{userId}': async () => ({
    url: `/api/team/members/${await freshTeammate()}`,
    payload: { teamRole: 'admin' },
  }),
  'POST /api/team/members/{userId}/deactivate': async () => ({
    url: `/api/team/members/${await freshTeammate()}/deactivate`,
  }),
  'POST /api/team/members/{userId}/reactivate': async () => ({
    url: `/api/team/members/${await freshTeammate()}/reactivate`,
  }),
  'POST /api/team/invitations': async () => ({
    url: '/api/team/invitations',
    payload: { email: uniqueEmail('teammate'), teamRole: 'agent' },
  }),
  'POST /api/invitations/{id}/resend': async () => ({
    url: `/api/invitations/${await freshTeamInvitation()}/resend`,
  }),
  'POST /api/invitations/{id}/revoke': async () => ({
    url: `/api/invitations/${await freshTeamInvitation()}/revoke`,
  }),
  'POST /api/invitations/preview': async () => ({
    url: '/api/invitations/preview',
    payload: { token: 'tampered-token' },
  }),
  'POST /api/invitations/accept': async () => ({
    url: '/api/invitations/accept',
    payload: { token: 'tampered-token', name: 'Sam', password: 'correct horse battery' },
  }),
  'GET /api/reports': async () => ({
    url: `/api/reports?from=2026-01-01&to=2026-01-31&organizationId=${f.churchA.id}`,
  }),
  'GET /api/exports/report.csv': async () => ({
    url: `/api/exports/report.csv?from=2026-01-01&to=2026-01-31&table=volume&organizationId=${f.churchA.id}`,
  }),
  'GET /api/exports/comments.csv': async () => ({
    url: `/api/exports/comments.csv?organizationId=${f.churchA.id}`,
  }),
  'GET /api/organizations/{routeId}/business-hours': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/business-hours`,
  }),
  'PUT /api/organizations/{routeId}/business-hours': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/business-hours`,
    payload: {
      hours: {
        timeZone: 'Europe/London',
        slots: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
      },
    },
  }),
  'GET /api/outbox': async () => ({ url: '/api/outbox' }),
  'GET /api/site': async () => ({ url: '/api/site' }),
  'POST /api/password-reset/check': async () => ({
    url: '/api/password-reset/check',
    payload: { token: 'tampered-token' },
  }),
  'GET /api/rules': async () => ({ url: '/api/rules' }),
  'POST /api/rules': async () => ({
    url: '/api/rules',
    payload: {
      name: `Matrix ${uuid()}`,
      enabled: false,
      organizationIds: [f.churchA.id],
      conditions: { words: ['raffle'] },
      actions: { hide: true },
    },
  }),
  'POST /api/rules/dry-run': async () => ({
    url: '/api/rules/dry-run',
    payload: { organizationIds: [f.churchA.id], conditions: { hasLink: true } },
  }),
  'POST /api/rules/starter': async () => ({ url: '/api/rules/starter' }),
  // An order naming one rule of many is refused (409): still past the role check.
  'PUT /api/rules/order': async () => ({
    url: '/api/rules/order',
    payload: { ids: [await freshRule()] },
  }),
  'PUT /api/rules/{id}': async () => ({
    url: `/api/rules/${await freshRule()}`,
    payload: {
      name: `Matrix ${uuid()}`,
      enabled: false,
      conditions: { words: ['lottery'] },
      actions: { hide: true },
    },
  }),
  'PUT /api/rules/{id}/enabled': async () => ({
    url: `/api/rules/${await freshRule()}/enabled`,
    payload: { enabled: false },
  }),
  'DELETE /api/rules/{id}': async () => ({ url: `/api/rules/${await freshRule()}` }),
  'GET /api/organizations/{routeId}/hidden-words': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/hidden-words`,
  }),
  'PUT /api/organizations/{routeId}/hidden-words': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/hidden-words`,
    payload: { words: ['raffle'] },
  }),
  'GET /api/direct-conversations/{id}': async () => ({
    url: `/api/direct-conversations/${(await freshConversation()).id}`,
  }),
  'POST /api/direct-conversations/{id}/messages': async () => ({
    url: `/api/direct-conversations/${(await freshConversation()).id}/messages`,
    payload: { text: 'Hello', clientKey: uuid() },
  }),
  'POST /api/direct-conversations/{id}/reactions': async () => {
    const conversation = await freshConversation()
    return {
      url: `/api/direct-conversations/${conversation.id}/reactions`,
      payload: { messageId: conversation.unsentMessageId },
    }
  },
  'POST /api/work-items/{id}/done': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/done`,
  }),
  'DELETE /api/work-items/{id}/done': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/done`,
  }),
  'PUT /api/work-items/{id}/read': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/read`,
  }),
  'DELETE /api/work-items/{id}/read': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/read`,
  }),
  'PUT /api/work-items/{id}/assignee': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/assignee`,
    payload: { assigneeId: null },
  }),
  'PUT /api/work-items/{id}/labels/{labelId}': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/labels/${await freshLabel()}`,
  }),
  'DELETE /api/work-items/{id}/labels/{labelId}': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/labels/${await freshLabel()}`,
  }),
  'GET /api/work-items/{id}/notes': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/notes`,
  }),
  'POST /api/work-items/{id}/notes': async () => ({
    url: `/api/work-items/${(await freshConversation()).id}/notes`,
    payload: { text: 'Called back' },
  }),
  'GET /api/organizations/{routeId}/message-privacy': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/message-privacy`,
  }),
  'PUT /api/organizations/{routeId}/message-privacy': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/message-privacy`,
    payload: { readers: 'owner' },
  }),
  'GET /api/organizations/{routeId}/direct-conversations': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/direct-conversations`,
  }),
  'POST /api/mentions/{id}/reply': async () => ({
    url: `/api/mentions/${await freshMention()}/reply`,
    payload: { message: 'Thank you!', idempotencyKey: uuid() },
  }),
  'GET /api/organizations/{routeId}/pastoral-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/pastoral-settings`,
  }),
  'PUT /api/organizations/{routeId}/pastoral-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/pastoral-settings`,
    payload: { routingEnabled: true, emergencyGuidance: '', contactUserIds: [] },
  }),
  'GET /api/organizations/{routeId}/pastoral-care': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/pastoral-care`,
  }),
  'POST /api/pastoral-care/{commentId}/seen': async () => ({
    url: `/api/pastoral-care/${await freshPastoralCase()}/seen`,
  }),
  'POST /api/pastoral-care/{commentId}/follow-up': async () => ({
    url: `/api/pastoral-care/${await freshPastoralCase()}/follow-up`,
    payload: { note: 'Called them' },
  }),
  'GET /api/organizations/{routeId}/approval-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/approval-settings`,
  }),
  'PUT /api/organizations/{routeId}/approval-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/approval-settings`,
    payload: { mode: 'off', reminderAfterMinutes: null },
  }),
  'GET /api/organizations/{routeId}/approvals': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/approvals`,
  }),
  'GET /api/organizations/{routeId}/message-approvals': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/message-approvals`,
  }),
  'GET /api/organizations/{routeId}/approval-decisions': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/approval-decisions`,
  }),
  'POST /api/approvals/{id}/approve': async () => ({
    url: `/api/approvals/${await freshAwaitingApproval()}/approve`,
    payload: {},
  }),
  'POST /api/approvals/{id}/decline': async () => ({
    url: `/api/approvals/${await freshAwaitingApproval()}/decline`,
    payload: { reason: 'Not in our voice' },
  }),
  'GET /api/organizations/{routeId}/conversations': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/conversations`,
  }),
  'GET /api/organizations/{routeId}/members': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/members`,
  }),
  'POST /api/organizations/{routeId}/invitations': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/invitations`,
    payload: { email: uniqueEmail('member') },
  }),
  'GET /api/organizations/{routeId}/assets': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/assets`,
  }),
  'POST /api/organizations/{routeId}/assets': async () => {
    const body = fileUpload(await picture('png', 20, 20), 'matrix.png')
    return {
      url: `/api/organizations/${f.churchA.routeId}/assets`,
      payload: body.payload,
      headers: body.headers,
    }
  },
  'GET /api/organizations/{routeId}/assets/{assetId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/assets/${(await freshAsset()).id}`,
  }),
  'PATCH /api/organizations/{routeId}/assets/{assetId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/assets/${(await freshAsset()).id}`,
    payload: { altText: 'The choir' },
  }),
  'DELETE /api/organizations/{routeId}/assets/{assetId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/assets/${(await freshAsset()).id}`,
  }),
  'POST /api/organizations/{routeId}/assets/{assetId}/crop': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/assets/${(await freshAsset()).id}/crop`,
    payload: { ratio: '1:1', focusX: 0.5, focusY: 0.5 },
  }),
  'GET /media-files/{token}/{file}': async () => ({
    url: new URL((await freshAsset()).publicUrl).pathname,
  }),
  'GET /api/publishing/posts': async () => ({ url: '/api/publishing/posts' }),
  'GET /api/organizations/{routeId}/posts': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/posts`,
  }),
  'POST /api/organizations/{routeId}/posts': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/posts`,
    payload: {
      accountId: f.accountId,
      kind: 'image',
      items: [{ assetId: (await freshAsset()).id }],
      caption: 'Join us Sunday',
    },
  }),
  'GET /api/posts/{id}': async () => ({ url: `/api/posts/${await freshPost()}` }),
  'PATCH /api/posts/{id}': async () => ({
    url: `/api/posts/${await freshPost()}`,
    payload: { caption: 'Join us Sunday at 10' },
  }),
  'DELETE /api/posts/{id}': async () => ({ url: `/api/posts/${await freshPost()}` }),
  // The factory's account holds no token: past the role check, scheduling answers 409.
  'POST /api/posts/{id}/schedule': async () => ({
    url: `/api/posts/${await freshPost()}/schedule`,
    payload: { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  'POST /api/posts/{id}/publish-now': async () => ({
    url: `/api/posts/${await freshPost()}/publish-now`,
    payload: {},
  }),
  'POST /api/posts/{id}/unschedule': async () => ({
    url: `/api/posts/${await freshPost('scheduled')}/unschedule`,
    payload: {},
  }),
  'POST /api/posts/{id}/approve': async () => ({
    url: `/api/posts/${await freshPost('awaiting_approval')}/approve`,
    payload: {},
  }),
  'POST /api/posts/{id}/decline': async () => ({
    url: `/api/posts/${await freshPost('awaiting_approval')}/decline`,
    payload: { reason: 'Not this week' },
  }),
  'GET /api/organizations/{routeId}/publishing-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/publishing-settings`,
  }),
  'PUT /api/organizations/{routeId}/publishing-settings': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/publishing-settings`,
    payload: { postsNeedApproval: false },
  }),
  'POST /api/organizations/{routeId}/publishing/freeze': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/publishing/freeze`,
    payload: {},
  }),
  'POST /api/organizations/{routeId}/publishing/resume': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/publishing/resume`,
    payload: {},
  }),
  'GET /api/publishing/freeze': async () => ({ url: '/api/publishing/freeze' }),
  'POST /api/publishing/freeze': async () => ({ url: '/api/publishing/freeze', payload: {} }),
  'POST /api/publishing/resume': async () => ({ url: '/api/publishing/resume', payload: {} }),
  'GET /api/instagram-accounts/{id}/publishing-limit': async () => ({
    url: `/api/instagram-accounts/${f.accountId}/publishing-limit`,
  }),
  'DELETE /api/organizations/{routeId}/members/{userId}': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/members/${(await signInAsChurchMember(t.app, t.db.db, f.churchA.id)).userId}`,
  }),
  'PUT /api/organizations/{routeId}/members/{userId}/accounts-permission': async () => ({
    url: `/api/organizations/${f.churchA.routeId}/members/${(await signInAsChurchMember(t.app, t.db.db, f.churchA.id)).userId}/accounts-permission`,
    payload: { allowed: true },
  }),
}

let listenUrl = ''

beforeAll(async () => {
  const churchA = await registerClient(t.app)
  const organization = churchA.response.json().organization as Fixtures['churchA']
  const churchB = await registerClient(t.app)
  const churchBId = (churchB.response.json().organization as { id: string }).id
  const account = await createAccount(t.db.db, organization.id)
  const post = await createMedia(t.db.db, account.id)
  f = {
    churchA: organization,
    accountId: account.id,
    mediaId: post.id,
    cookies: {
      signedOut: undefined,
      otherChurch: (await signInAsChurchMember(t.app, t.db.db, churchBId)).cookie,
      churchMember: (await signInAsChurchMember(t.app, t.db.db, organization.id)).cookie,
      churchOwner: churchA.cookie,
      agent: (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie,
      admin: (await signInAsTeammate(t.app, t.db.db, 'admin')).cookie,
      owner: (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie,
    },
  }
  listenUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(() => {
  // Replies to factory accounts with no token fail in their delivery job; that is not this test's
  // concern.
  t.jobs.takeFailures()
  rmSync(dataDir, { recursive: true, force: true })
})

async function ask(method: string, route: string, who: Who): Promise<number> {
  if (route === 'GET /api/events') {
    const client = await connectSse(`${listenUrl}/api/events`, { cookie: f.cookies[who] })
    client.close()
    return client.status
  }
  const request = await REQUESTS[route]!()
  const response: LightMyRequestResponse = await t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...as(f.cookies[who]), ...request.headers },
    ...(request.payload ? { payload: request.payload } : {}),
  })
  t.jobs.takeFailures()
  return response.statusCode
}

describe('the role matrix', () => {
  it('has an expectation for every documented route, and a way to ask it', async () => {
    const documented = (await documentedOperations(t.app)).map((operation) => operation.route)
    expect(documented.length).toBeGreaterThan(40)
    expect(documented.filter((route) => !(route in EXPECTED))).toEqual([])
    expect(Object.keys(EXPECTED).filter((route) => !documented.includes(route))).toEqual([])
    expect(
      Object.keys(EXPECTED).filter((route) => route !== 'GET /api/events' && !(route in REQUESTS)),
    ).toEqual([])
  })

  for (const [route, expected] of Object.entries(EXPECTED)) {
    it(`${route}`, async () => {
      const method = route.split(' ')[0]!
      const answers = {} as Record<Who, number>
      for (const who of WHO) answers[who] = await ask(method, route, who)
      if (expected === 'same') {
        const statuses = new Set(Object.values(answers))
        expect({ route, answers, alike: statuses.size === 1 }).toMatchObject({ alike: true })
        expect(answers.signedOut).toBeLessThan(500)
        return
      }
      const classify = (status: number): Expected | number =>
        [401, 403, 404].includes(status) || status >= 500 ? status : 'ok'
      const got = Object.fromEntries(WHO.map((who) => [who, classify(answers[who])]))
      expect(got).toEqual(expected)
    })
  }
})
