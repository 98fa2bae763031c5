import { DM_HUMAN_AGENT_DAYS, DM_WINDOW_HOURS } from '@common/schemas/direct-messages'

export const DM_WINDOW_MS = DM_WINDOW_HOURS * 3600_000
export const HUMAN_AGENT_WINDOW_MS = DM_HUMAN_AGENT_DAYS * 24 * 3600_000

export type WindowDecision =
  | { ok: true; humanAgent: boolean }
  | { ok: false; code: 'WINDOW_CLOSED' | 'HUMAN_AGENT_UNAVAILABLE'; message: string }

// Whether a person may send now: within 24 h of the follower's last message; after that only
// with the HUMAN_AGENT tag, when the operator enabled it, within 7 days (checked before anything
// is written, and again at delivery).
export function sendDecision(
  lastInboundAt: Date | null,
  now: Date,
  asked: { humanAgent: boolean; humanAgentEnabled: boolean },
): WindowDecision {
  if (!lastInboundAt)
    return {
      ok: false,
      code: 'WINDOW_CLOSED',
      message:
        'Instagram lets the account message a follower only after they write: wait for their message.',
    }
  const age = now.getTime() - lastInboundAt.getTime()
  if (age <= DM_WINDOW_MS) return { ok: true, humanAgent: false }
  if (!asked.humanAgentEnabled)
    return {
      ok: false,
      code: 'WINDOW_CLOSED',
      message:
        "Instagram's 24-hour window has closed: the account can answer only within 24 hours of the follower's last message. It opens again when they write.",
    }
  if (age > HUMAN_AGENT_WINDOW_MS)
    return {
      ok: false,
      code: 'WINDOW_CLOSED',
      message:
        "More than 7 days have passed since the follower's last message: Instagram allows no answer, even by a person, until they write again.",
    }
  if (!asked.humanAgent)
    return {
      ok: false,
      code: 'HUMAN_AGENT_UNAVAILABLE',
      message:
        "Instagram's 24-hour window has closed. A person may still answer for up to 7 days: send it as a human agent.",
    }
  return { ok: true, humanAgent: true }
}

export const WINDOW_PROBLEM =
  "Instagram refused the message because its window has closed (24 hours after the follower's last message, 7 days for a person's answer)."
