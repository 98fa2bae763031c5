import { z } from 'zod'

/** The messaging switches: points the contract leaves UNCONFIRMED, and the app's approvals. */
export interface MessagingSettings {
  /** The app passed App Review for Human Agent: the HUMAN_AGENT tag reaches 7 days. */
  humanAgentApproved: boolean
  /** What a second private reply to one comment gets: `10900` (Flock's contract) or `100/2534025`. */
  privateReplyRepeatError: '10900' | '100/2534025'
  /** Private replies per account per rolling hour (750 is documented for Facebook Pages). */
  privateRepliesPerHour: number
  /** A story mention opens the 24-hour window like a message. */
  storyMentionOpensWindow: boolean
  /** `mentioned_comment`/`mentioned_media` are served on the Instagram host. */
  mentionedLookups: boolean
  /** Messaging webhooks' `time`/`timestamp`: epoch milliseconds (Meta) or ISO strings. */
  messagingTimestamps: 'ms' | 'iso'
}

export const defaultMessagingSettings = (): MessagingSettings => ({
  humanAgentApproved: false,
  privateReplyRepeatError: '10900',
  privateRepliesPerHour: 750,
  storyMentionOpensWindow: true,
  mentionedLookups: true,
  messagingTimestamps: 'ms',
})

/** Spread into ZSettingsUpdate's object. */
export const ZMessagingSwitches = {
  human_agent_approved: z.boolean(),
  private_reply_repeat_error: z.enum(['10900', '100/2534025']),
  private_replies_per_hour: z.number().int().positive(),
  story_mention_opens_window: z.boolean(),
  mentioned_lookups: z.boolean(),
  messaging_timestamps: z.enum(['ms', 'iso']),
}
export const ZMessagingUpdate = z.object(ZMessagingSwitches).partial()

export const messagingSettingsView = (s: MessagingSettings) => ({
  human_agent_approved: s.humanAgentApproved,
  private_reply_repeat_error: s.privateReplyRepeatError,
  private_replies_per_hour: s.privateRepliesPerHour,
  story_mention_opens_window: s.storyMentionOpensWindow,
  mentioned_lookups: s.mentionedLookups,
  messaging_timestamps: s.messagingTimestamps,
})

export function applyMessagingSettings(
  s: MessagingSettings,
  input: z.infer<typeof ZMessagingUpdate>,
) {
  if (input.human_agent_approved !== undefined) s.humanAgentApproved = input.human_agent_approved
  if (input.private_reply_repeat_error) s.privateReplyRepeatError = input.private_reply_repeat_error
  if (input.private_replies_per_hour) s.privateRepliesPerHour = input.private_replies_per_hour
  if (input.story_mention_opens_window !== undefined)
    s.storyMentionOpensWindow = input.story_mention_opens_window
  if (input.mentioned_lookups !== undefined) s.mentionedLookups = input.mentioned_lookups
  if (input.messaging_timestamps) s.messagingTimestamps = input.messaging_timestamps
}
