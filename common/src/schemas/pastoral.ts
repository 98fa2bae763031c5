import { z } from 'zod'
import { ZPageQuery, ZText } from './common'

// What the pastoral classifier recognises in a comment (server/src/modules/work/pastoral/classifier).
export const PASTORAL_FLAGS = ['prayer', 'grief', 'crisis', 'contact'] as const
export const ZPastoralFlag = z.enum(PASTORAL_FLAGS)
export type TPastoralFlag = z.infer<typeof ZPastoralFlag>

// The flags a church's pastoral contacts hear about. Contact data shared in public is the
// agency's to hide, not a pastoral matter on its own.
export const ROUTED_FLAGS: readonly TPastoralFlag[] = ['prayer', 'grief', 'crisis']

export const GUIDANCE_MAX_LENGTH = 2000
export const FOLLOW_UP_NOTE_MAX_LENGTH = 1000
export const MAX_PASTORAL_CONTACTS = 20

export const ZPastoralContact = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
})
export type TPastoralContact = z.infer<typeof ZPastoralContact>

// Who hears of a routed comment: the contacts the church named; until it names any, its
// Owners; and when neither exists, for a crisis only, the agency's Owners.
export const PASTORAL_RECIPIENTS = ['contacts', 'owners', 'agency'] as const
export const ZPastoralRecipients = z.enum(PASTORAL_RECIPIENTS)
export type TPastoralRecipients = z.infer<typeof ZPastoralRecipients>

export const ZPastoralSettings = z.object({
  routingEnabled: z.boolean(),
  emergencyGuidance: z.string(),
  contacts: z.array(ZPastoralContact),
  // Everyone in the church, who could be named a contact.
  members: z.array(ZPastoralContact),
  // The church's Owners, who hear of flagged comments while no contact is named.
  owners: z.array(ZPastoralContact),
})
export type TPastoralSettings = z.infer<typeof ZPastoralSettings>

export const ZUpdatePastoralSettings = z.object({
  routingEnabled: z.boolean({ error: 'routingEnabled must be true or false' }),
  emergencyGuidance: ZText({ error: 'Emergency guidance must be text' })
    .trim()
    .max(
      GUIDANCE_MAX_LENGTH,
      `Emergency guidance must be at most ${GUIDANCE_MAX_LENGTH} characters`,
    ),
  contactUserIds: z
    .array(z.string().min(1).max(100), { error: 'contactUserIds must be a list of member ids' })
    .max(MAX_PASTORAL_CONTACTS, `At most ${MAX_PASTORAL_CONTACTS} pastoral contacts`),
})
export type TUpdatePastoralSettings = z.infer<typeof ZUpdatePastoralSettings>

// Where a routed comment stands with its church, as both the church and the agency see it.
export const ZPastoralFollowUp = z.object({
  seenAt: z.string().nullable(),
  seenBy: z.string().nullable(),
  followedUpAt: z.string().nullable(),
  followedUpBy: z.string().nullable(),
  // The church's private note to the agency; never sent to Instagram.
  note: z.string().nullable(),
})
export type TPastoralFollowUp = z.infer<typeof ZPastoralFollowUp>

// A comment's pastoral side on the agency's inbox card: its flags, and whether it was routed to
// the church and what the church did with it (null: not routed, routing was off).
export const ZCommentPastoral = z.object({
  flags: z.array(ZPastoralFlag),
  routed: ZPastoralFollowUp.nullable(),
})
export type TCommentPastoral = z.infer<typeof ZCommentPastoral>

export const ZPastoralCase = z.object({
  commentId: z.string(),
  accountUsername: z.string(),
  username: z.string(),
  text: z.string(),
  hidden: z.boolean(),
  permalink: z.string().nullable(),
  commentedAt: z.string(),
  routedAt: z.string(),
  flags: z.array(ZPastoralFlag),
  followUp: ZPastoralFollowUp,
})
export type TPastoralCase = z.infer<typeof ZPastoralCase>

export const ZPastoralCasePage = z.object({
  items: z.array(ZPastoralCase),
  nextCursor: z.string().nullable(),
  // The church's own words for someone in crisis, shown with every crisis comment.
  emergencyGuidance: z.string(),
})
export type TPastoralCasePage = z.infer<typeof ZPastoralCasePage>

export const ZPastoralCaseQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(20),
})

export const ZFollowUpRequest = z.object({
  note: ZText({ error: 'The note must be text' })
    .trim()
    .max(
      FOLLOW_UP_NOTE_MAX_LENGTH,
      `The note must be at most ${FOLLOW_UP_NOTE_MAX_LENGTH} characters`,
    )
    .optional(),
})
export type TFollowUpRequest = z.infer<typeof ZFollowUpRequest>
