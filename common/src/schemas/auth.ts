import { z } from 'zod'
import { ZText } from './common'
import { ZPersonName } from './person-name'
import { ZChurchRole, ZTeamRole } from './roles'
import { PASSWORD_LENGTH, ZNewPassword } from '../password-policy'

export { ZNewPassword }

export const ROLES = ['admin', 'client'] as const
export const ZRole = z.enum(ROLES)
export type TRole = z.infer<typeof ZRole>

export const LIMITS = {
  emailMax: 254,
  passwordMin: PASSWORD_LENGTH.min,
  // argon2 accepts more, but a bound keeps hashing cost predictable for every request.
  passwordMax: PASSWORD_LENGTH.max,
  organizationNameMax: 100,
  setupCodeLength: 12,
} as const

export const ZEmail = ZText({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase())

export const ZOrganizationName = ZText({ error: 'Organization name is required' })
  .trim()
  .min(1, 'Organization name is required')
  .max(
    LIMITS.organizationNameMax,
    `Organization name must be at most ${LIMITS.organizationNameMax} characters`,
  )
  .refine((name) => /[\p{L}\p{N}]/u.test(name), 'Organization name must contain a letter or digit')

export const ZRegister = z.object({
  email: ZEmail,
  // The Owner's own name, apart from their church's: it signs their notes and invitations.
  name: ZPersonName,
  organizationName: ZOrganizationName,
  password: ZNewPassword,
})
export type TRegister = z.infer<typeof ZRegister>

export const ZCreateAdmin = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZNewPassword,
  setupCode: ZText({ error: 'Setup code is required' })
    .trim()
    .min(1, 'Setup code is required')
    .max(64, 'Setup code is too long'),
})
export type TCreateAdmin = z.infer<typeof ZCreateAdmin>

export const ZOrganizationSummary = z.object({
  id: z.string(),
  routeId: z.string(),
  name: z.string(),
})

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: ZRole,
    // Agency staff's place in the team; null for church people.
    teamRole: ZTeamRole.nullable(),
    // A church person's place in their church; null for agency staff.
    churchRole: ZChurchRole.nullable(),
  }),
  // What the person may do, as the server decides it (auth/policy.ts), so screens hide the rest.
  can: z.object({
    manageTeam: z.boolean(),
    manageOrganizations: z.boolean(),
    deleteComments: z.boolean(),
    deleteSavedReplies: z.boolean(),
    manageBackups: z.boolean(),
    readOutbox: z.boolean(),
    manageRules: z.boolean(),
    // The reports' target and monthly e-mail (the agency's Owners; its Admins read them).
    manageReportSettings: z.boolean(),
    readReports: z.boolean(),
    // Invite and remove the church's members, take its data away (its Owner).
    manageChurch: z.boolean(),
    // Reset a locked-out teammate's second factor (the agency's Owners and Admins).
    resetTwoFactor: z.boolean(),
    // Connect and revoke the church's Instagram accounts (its Owner, or a Member they allow).
    manageAccounts: z.boolean(),
    // Publishing (decision 071): write drafts (the whole team); schedule and publish them.
    draftPosts: z.boolean().optional(),
    publishPosts: z.boolean().optional(),
  }),
  // Two-factor sign-in (decision 073): whether it is on, and whether the agency requires it of
  // this person while it is not (then nothing but setting it up works).
  twoFactor: z.object({ enabled: z.boolean(), setupRequired: z.boolean() }),
  organization: ZOrganizationSummary.nullable(),
})
export type TMe = z.infer<typeof ZMe>

export const ZAdminStatus = z.object({ adminExists: z.boolean() })
export type TAdminStatus = z.infer<typeof ZAdminStatus>
