import type { TTeammate } from '@common/schemas/team'
import type { Actor } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'
import { AppError, notFound } from '../../../lib/app-error'
import { queueMail, sendQueuedMail } from '../../operations/mail/mail.service'
import { findTeammate, teamRequiresTwoFactor } from '../team/team.repository'
import { toTeammate } from '../team/team.service'
import { hasTwoFactor, removeTwoFactor, saveTeamRequirement } from './two-factor.repository'

// An Owner who requires a second factor of the team has one: otherwise the change would shut
// them out of everything at once.
export async function setTeamRequirement(db: Database, actor: Actor, required: boolean) {
  if (required && !(await hasTwoFactor(db, actor.userId))) {
    throw new AppError(
      'TWO_FACTOR_CONFLICT',
      'Set up two-factor sign-in for yourself first, in your account settings.',
    )
  }
  await saveTeamRequirement(db, required, actor.userId)
  return { required: await teamRequiresTwoFactor(db) }
}

// An Owner or Admin lets a teammate who lost their authenticator and recovery codes back in:
// the second factor goes, in one transaction with the e-mail that tells them. An Admin cannot
// reset an Owner's (that would be a way around the Owner), and nobody resets their own here.
export async function resetTeammateTwoFactor(
  deps: { db: Database; jobs: JobQueue; publicUrl: string },
  actor: Actor,
  userId: string,
): Promise<TTeammate> {
  if (userId === actor.userId) {
    throw new AppError(
      'FORBIDDEN',
      'You cannot reset your own two-factor sign-in here. Turn it off in your account settings.',
    )
  }
  const { mailId, teammate } = await deps.db.transaction(async (tx) => {
    const target = await findTeammate(tx, userId)
    if (!target) throw notFound('Teammate not found')
    if (target.teamRole === 'owner' && actor.teamRole !== 'owner') {
      throw new AppError('FORBIDDEN', "Only an Owner can reset another Owner's two-factor sign-in.")
    }
    if (!target.twoFactorEnabled) {
      throw new AppError(
        'TWO_FACTOR_CONFLICT',
        `${target.name} has no two-factor sign-in to reset.`,
      )
    }
    await removeTwoFactor(tx, userId)
    const id = await queueMail(tx, {
      to: target.email,
      template: 'two-factor-reset',
      data: { resetBy: actor.name, accountUrl: `${deps.publicUrl}/settings/account` },
    })
    return { mailId: id, teammate: toTeammate((await findTeammate(tx, userId))!) }
  })
  await sendQueuedMail(deps.jobs, mailId)
  return teammate
}
