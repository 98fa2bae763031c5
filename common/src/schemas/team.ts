import { z } from 'zod'
import { ZEmail } from './auth'
import { ZText } from './common'
import { ZPersonName } from './person-name'
import { ZNewPassword } from '../password-policy'
import { type TChurchRole, type TTeamRole, ZChurchRole, ZTeamRole } from './roles'

export {
  TEAM_ROLES,
  ZTeamRole,
  type TTeamRole,
  CHURCH_ROLES,
  ZChurchRole,
  type TChurchRole,
} from './roles'

export const INVITATION_KINDS = ['team', 'church'] as const

export const TEAM_ROLE_LABELS: Record<TTeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  agent: 'Agent',
}
export const CHURCH_ROLE_LABELS: Record<TChurchRole, string> = { owner: 'Owner', member: 'Member' }

export const ZTeammate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  teamRole: ZTeamRole,
  deactivatedAt: z.string().nullable(),
  // Whether they sign in with an authenticator code after the password (decision 073).
  twoFactorEnabled: z.boolean(),
})
export type TTeammate = z.infer<typeof ZTeammate>

export const ZPendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  // Past its 7 days: Resend gives it a new link.
  expired: z.boolean(),
  createdAt: z.string(),
})
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>

// What inviting (or Resend) answers. Without an e-mail server the invitation's e-mail waits in the
// outbox, so the link comes back to whoever sent it, to pass on themselves; null when it was sent.
export const ZLinkToShare = z.object({ linkToShare: z.string().nullable() })
export const ZSentInvitation = ZPendingInvitation.extend(ZLinkToShare.shape)
export type TSentInvitation = z.infer<typeof ZSentInvitation>

export const ZTeam = z.object({
  members: z.array(ZTeammate),
  invitations: z.array(ZPendingInvitation),
  // The agency's Owners require two-factor sign-in of the whole team.
  twoFactorRequired: z.boolean(),
})
export type TTeam = z.infer<typeof ZTeam>

export const ZTeamRoleChange = z.object({ teamRole: ZTeamRole })

export const ZTwoFactorRequirement = z.object({
  required: z.boolean({ error: 'Say whether two-factor sign-in is required' }),
})
export type TTwoFactorRequirement = z.infer<typeof ZTwoFactorRequirement>

export const ZInviteTeammate = z.object({ email: ZEmail, teamRole: ZTeamRole })
export type TInviteTeammate = z.infer<typeof ZInviteTeammate>

export const ZInviteChurchMember = z.object({ email: ZEmail })
export type TInviteChurchMember = z.infer<typeof ZInviteChurchMember>

export const ZChurchMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  churchRole: ZChurchRole,
  // May connect and revoke the church's Instagram accounts (its Owner always may).
  manageAccounts: z.boolean(),
})
export type TChurchMember = z.infer<typeof ZChurchMember>

export const ZAccountsPermission = z.object({
  allowed: z.boolean({ error: 'Say whether they may connect and revoke accounts' }),
})

export const ZChurchMembers = z.object({
  members: z.array(ZChurchMember),
  invitations: z.array(ZPendingInvitation),
  // Whether the one asking may invite and remove members (the church's Owner, or agency staff
  // who may manage organizations).
  canManage: z.boolean(),
})
export type TChurchMembers = z.infer<typeof ZChurchMembers>

// What the accept page shows before the invitee sets a password.
export const ZInvitationPreview = z.object({
  email: z.string(),
  kind: z.enum(INVITATION_KINDS),
  role: z.string(),
  organizationName: z.string().nullable(),
  invitedBy: z.string().nullable(),
})
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>

export const ZAcceptInvitation = z.object({
  token: ZText().trim().min(1, 'This invitation link is incomplete').max(200),
  name: ZPersonName,
  password: ZNewPassword,
})
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitation>

export const ZAcceptedInvitation = z.object({ kind: z.enum(INVITATION_KINDS) })
