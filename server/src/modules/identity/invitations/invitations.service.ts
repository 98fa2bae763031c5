import type { TChurchRole, TTeamRole } from '@common/schemas/roles'
import {
  CHURCH_ROLE_LABELS,
  TEAM_ROLE_LABELS,
  type TAcceptInvitation,
  type TInvitationPreview,
} from '@common/schemas/team'
import type { Actor } from '../../../auth/policy'
import { hashPassword } from '../../../auth/password'
import { assertAcceptablePassword } from '../../../lib/password-rules'
import type { Env } from '../../../config/env'
import type { Database, DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { AppError } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { consumeRateLimit } from '../../../lib/rate-limit'
import { insertMembership } from '../../churches/organizations/organizations.repository'
import { findUserByEmail, insertUserWithPassword } from '../users/users.repository'
import { queueInvitationMail, sendInvitationMail } from './invitation-mail'
import {
  hashInvitationToken,
  INVITATION_LIFETIME_MS,
  invitationPath,
  newInvitationToken,
} from './invitation-token'
import {
  claimInvitation,
  countMembers,
  findChurchOwnerName,
  findInvitationByTokenHash,
  findInviterName,
  findMembershipOf,
  findOrganizationName,
  insertInvitation,
  type InvitationRow,
  lockOrganization,
  renewInvitation,
  revokeOpenInvitationsFor,
} from './invitations.repository'

export interface InvitationDeps {
  db: Database
  jobs: JobQueue
  config: Pick<
    Env,
    | 'publicUrl'
    | 'INVITATION_RATE_LIMIT'
    | 'INVITATION_EMAIL_RATE_LIMIT'
    | 'INVITATION_RATE_WINDOW_SECONDS'
    | 'SMTP_URL'
  >
}

// Invitations per inviter and per invited address, so neither an account nor a mailbox can be
// used to flood someone with e-mail.
async function limitInvitations(deps: InvitationDeps, actor: Actor, email: string) {
  const windowSeconds = deps.config.INVITATION_RATE_WINDOW_SECONDS
  await consumeRateLimit(deps.db, `invite-by:${actor.userId}`, {
    max: deps.config.INVITATION_RATE_LIMIT,
    windowSeconds,
  })
  await consumeRateLimit(deps.db, `invite-to:${email}`, {
    max: deps.config.INVITATION_EMAIL_RATE_LIMIT,
    windowSeconds,
  })
}

// An address belongs to one person, and a person to one side: the agency or one church. Who
// holds an address is said only to the side that holds it (the agency of its team, a church of
// its members); anyone else gets one answer, so inviting cannot be used to find out whether an
// address is the agency's or another church's (decision 069).
async function refuseTakenEmail(db: DbOrTx, email: string, organizationId: string | null) {
  const existing = await findUserByEmail(db, email)
  if (!existing) return
  if (!organizationId && existing.role === 'admin') {
    throw new AppError(
      'INVITATION_EMAIL_TAKEN',
      "This e-mail address already belongs to a member of the agency's team.",
    )
  }
  const membership =
    organizationId && existing.role !== 'admin' ? await findMembershipOf(db, existing.id) : null
  if (organizationId && membership?.organizationId === organizationId) {
    throw new AppError('INVITATION_EMAIL_TAKEN', 'This person is already a member of this church.')
  }
  throw new AppError(
    'INVITATION_EMAIL_TAKEN',
    'This e-mail address cannot be invited. Invite them with another address.',
  )
}

function roleLabel(row: Pick<InvitationRow, 'kind' | 'teamRole' | 'churchRole'>) {
  return row.kind === 'team'
    ? TEAM_ROLE_LABELS[row.teamRole ?? 'agent']
    : CHURCH_ROLE_LABELS[row.churchRole ?? 'member']
}

// Creates (or, for Resend, renews) the invitation and its e-mail in one transaction, then hands
// the e-mail to the send job.
async function createAndMail(
  deps: InvitationDeps,
  actor: Actor,
  target: {
    email: string
    kind: 'team' | 'church'
    teamRole: TTeamRole | null
    organizationId: string | null
    churchRole: TChurchRole | null
  },
) {
  await limitInvitations(deps, actor, target.email)
  const token = newInvitationToken()
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS)
  const { invitation, mailId, link } = await deps.db.transaction(async (tx) => {
    await refuseTakenEmail(tx, target.email, target.organizationId)
    await revokeOpenInvitationsFor(tx, target.email, target.kind, target.organizationId)
    const invitation = await insertInvitation(tx, {
      ...target,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      invitedBy: actor.userId,
      invitedByName: actor.name,
    })
    const mail = await mailFor(tx, deps, invitation, token)
    const mailId = await queueInvitationMail(tx, mail)
    return { invitation, mailId, link: mail.link }
  })
  await sendInvitationMail(deps.jobs, mailId)
  return { invitation, linkToShare: linkToShare(deps, link) }
}

// Without an e-mail server nothing leaves Flock: the link goes back to the person who invited,
// who may pass it on, as they could have by reading the outbox (Owners only) before.
const linkToShare = (deps: InvitationDeps, link: string) => (deps.config.SMTP_URL ? null : link)

async function mailFor(tx: DbOrTx, deps: InvitationDeps, invitation: InvitationRow, token: string) {
  return {
    to: invitation.email,
    link: new URL(invitationPath(token), deps.config.publicUrl).toString(),
    inviterName: (await findInviterName(tx, invitation)) ?? 'Your agency',
    organizationName: invitation.organizationId
      ? await findOrganizationName(tx, invitation.organizationId)
      : null,
    role: roleLabel(invitation),
  }
}

export function inviteTeammate(
  deps: InvitationDeps,
  actor: Actor,
  input: { email: string; teamRole: TTeamRole },
) {
  return createAndMail(deps, actor, {
    email: input.email,
    kind: 'team',
    teamRole: input.teamRole,
    organizationId: null,
    churchRole: null,
  })
}

// The first person invited to a church with no members becomes its Owner (an organization the
// agency created); later ones are Members.
export async function inviteChurchMember(
  deps: InvitationDeps,
  actor: Actor,
  organizationId: string,
  email: string,
) {
  const churchRole: TChurchRole =
    (await countMembers(deps.db, organizationId)) === 0 ? 'owner' : 'member'
  return createAndMail(deps, actor, {
    email,
    kind: 'church',
    teamRole: null,
    organizationId,
    churchRole,
  })
}

export async function resendInvitation(
  deps: InvitationDeps,
  actor: Actor,
  invitation: InvitationRow,
) {
  await limitInvitations(deps, actor, invitation.email)
  const token = newInvitationToken()
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS)
  const { mailId, link } = await deps.db.transaction(async (tx) => {
    const renewed = await renewInvitation(tx, invitation.id, hashInvitationToken(token), expiresAt)
    if (!renewed) {
      throw new AppError('INVITATION_INVALID', 'This invitation was already accepted or revoked.')
    }
    const mail = await mailFor(tx, deps, renewed, token)
    return { mailId: await queueInvitationMail(tx, mail), link: mail.link }
  })
  await sendInvitationMail(deps.jobs, mailId)
  return { linkToShare: linkToShare(deps, link) }
}

// Why a link does not work, in words that say whom to ask.
async function whyUnusable(db: DbOrTx, row: InvitationRow | null): Promise<AppError> {
  if (!row) {
    return new AppError(
      'INVITATION_INVALID',
      'This invitation link is not valid. Check that you copied all of it, or ask whoever invited you to send a new one.',
    )
  }
  const ask =
    (row.kind === 'church' && row.organizationId
      ? await findChurchOwnerName(db, row.organizationId)
      : null) ??
    row.invitedByName ??
    (row.kind === 'church' ? "the church's owner" : 'an Owner of the team')
  if (row.acceptedAt) {
    return new AppError(
      'INVITATION_INVALID',
      `This invitation has already been used. Sign in instead, or ask ${ask} to send a new one.`,
    )
  }
  if (row.revokedAt) {
    return new AppError(
      'INVITATION_INVALID',
      `This invitation was withdrawn. Ask ${ask} to send a new one.`,
    )
  }
  return new AppError(
    'INVITATION_INVALID',
    `This invitation has expired. Ask ${ask} to send a new one.`,
  )
}

const isUsable = (row: InvitationRow) =>
  !row.acceptedAt && !row.revokedAt && row.expiresAt.getTime() > Date.now()

export async function previewInvitation(db: Database, token: string): Promise<TInvitationPreview> {
  const row = await findInvitationByTokenHash(db, hashInvitationToken(token))
  if (!row || !isUsable(row)) throw await whyUnusable(db, row)
  return {
    email: row.email,
    kind: row.kind,
    role: roleLabel(row),
    organizationName: row.organizationId
      ? await findOrganizationName(db, row.organizationId)
      : null,
    invitedBy: await findInviterName(db, row),
  }
}

// Accepting creates the person with the invitation's role, in the same transaction that uses the
// link up: if anything fails, the link still works and nothing else changed.
export async function acceptInvitation(db: Database, input: TAcceptInvitation) {
  assertAcceptablePassword(input.password)
  const passwordHash = await hashPassword(input.password)
  const tokenHash = hashInvitationToken(input.token)
  try {
    return await db.transaction(async (tx) => {
      const invitation = await claimInvitation(tx, tokenHash)
      if (!invitation) throw await whyUnusable(tx, await findInvitationByTokenHash(tx, tokenHash))
      await refuseTakenEmail(tx, invitation.email, invitation.organizationId)
      if (invitation.kind === 'team') {
        const created = await insertUserWithPassword(tx, {
          email: invitation.email,
          name: input.name,
          role: 'admin',
          teamRole: invitation.teamRole ?? 'agent',
          passwordHash,
        })
        return { user: created, invitation }
      }
      const organizationId = invitation.organizationId!
      await lockOrganization(tx, organizationId)
      const churchRole: TChurchRole =
        (await countMembers(tx, organizationId)) === 0
          ? 'owner'
          : (invitation.churchRole ?? 'member')
      const created = await insertUserWithPassword(tx, {
        email: invitation.email,
        name: input.name,
        role: 'client',
        passwordHash,
      })
      await insertMembership(tx, created.id, organizationId, churchRole)
      return { user: created, invitation }
    })
  } catch (error) {
    if (uniqueViolation(error)?.includes('email')) {
      throw new AppError(
        'INVITATION_EMAIL_TAKEN',
        'An account with this e-mail address already exists. Please sign in instead.',
      )
    }
    throw error
  }
}
