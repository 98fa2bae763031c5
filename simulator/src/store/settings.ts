import { z } from 'zod'
import {
  defaultPublishingSettings,
  publishingSettingsShape,
  publishingSettingsView,
  type PublishingSettings,
} from './publishing-settings'
import {
  defaultMessagingSettings,
  messagingSettingsView,
  ZMessagingSwitches,
  type MessagingSettings,
} from './messaging-settings'

export const DEFAULT_CALL_BUDGET = 4800

export interface Settings extends MessagingSettings {
  /** `flat` as clients observe it; `data` as Meta's documentation shows it. */
  tokenResponseShape: 'flat' | 'data'
  /** `list` shows hidden comments with `hidden:true`; `omit` leaves them out. */
  hiddenComments: 'list' | 'omit'
  appUsageHeader: boolean
  /** `changes` (entry.changes[]) or `flat` (field/value on the entry). */
  webhookPayload: 'changes' | 'flat'
  stateOnDenial: boolean
  expiredTokenSubcode: number
  rateLimitStatus: number
  defaultCallBudget: number
  /** Most nested replies per page, in `/{comment-id}/replies` and `replies{}` expansions. */
  repliesPageSize: number
  /** user_id → calls per rolling 24 h */
  callBudgets: Record<string, number>
  /** Content publishing switches (quota, processing times, media fetch) */
  publishing: PublishingSettings
}

export const defaultSettings = (): Settings => ({
  ...defaultMessagingSettings(),
  tokenResponseShape: 'flat',
  hiddenComments: 'list',
  appUsageHeader: false,
  webhookPayload: 'changes',
  stateOnDenial: true,
  expiredTokenSubcode: 0,
  rateLimitStatus: 400,
  defaultCallBudget: DEFAULT_CALL_BUDGET,
  repliesPageSize: 50,
  callBudgets: {},
  publishing: defaultPublishingSettings(),
})

export const ZSettingsUpdate = z
  .object({
    ...ZMessagingSwitches,
    token_response_shape: z.enum(['flat', 'data']),
    hidden_comments: z.enum(['list', 'omit']),
    app_usage_header: z.boolean(),
    webhook_payload: z.enum(['changes', 'flat']),
    state_on_denial: z.boolean(),
    expired_token_subcode: z.number().int(),
    rate_limit_status: z.number().int().min(200).max(599),
    default_call_budget: z.number().int().positive(),
    replies_page_size: z.number().int().min(1).max(50),
    /** keys: user_id or username */
    call_budgets: z.record(z.string(), z.number().int().positive()),
    ...publishingSettingsShape,
  })
  .partial()
  .strict()

export type TSettingsUpdate = z.infer<typeof ZSettingsUpdate>

export function settingsView(s: Settings) {
  return {
    ...messagingSettingsView(s),
    token_response_shape: s.tokenResponseShape,
    hidden_comments: s.hiddenComments,
    app_usage_header: s.appUsageHeader,
    webhook_payload: s.webhookPayload,
    state_on_denial: s.stateOnDenial,
    expired_token_subcode: s.expiredTokenSubcode,
    rate_limit_status: s.rateLimitStatus,
    default_call_budget: s.defaultCallBudget,
    replies_page_size: s.repliesPageSize,
    call_budgets: s.callBudgets,
    ...publishingSettingsView(s.publishing),
  }
}
