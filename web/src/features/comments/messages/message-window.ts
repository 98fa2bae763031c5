// Instagram lets an account answer a follower for 24 hours after the follower's last message;
// with the human-agent tag (a person typing, when the operator has it enabled) for 7 days. The
// thread shows where the conversation stands as a clock, and the send box follows it.

export type TMessageWindow =
  | { state: 'open'; endsAt: number; label: string }
  | { state: 'human_agent'; endsAt: number; label: string }
  | { state: 'closed'; label: string }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// "3 h 12 min", "45 min", "2 days 4 h", "less than a minute": rounded down, so the clock never
// promises more time than is left.
export function formatRemaining(ms: number): string {
  if (ms < MINUTE) return 'less than a minute'
  const days = Math.floor(ms / DAY)
  const hours = Math.floor((ms % DAY) / HOUR)
  const minutes = Math.floor((ms % HOUR) / MINUTE)
  if (days > 0) {
    const dayText = days === 1 ? '1 day' : `${days} days`
    return hours > 0 ? `${dayText} ${hours} h` : dayText
  }
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`
  return `${minutes} min`
}

export function messageWindow(
  conversation: { windowEndsAt: string | null; humanAgentUntil: string | null },
  now: number,
): TMessageWindow {
  const endsAt = conversation.windowEndsAt ? Date.parse(conversation.windowEndsAt) : NaN
  if (endsAt > now)
    return { state: 'open', endsAt, label: `Window closes in ${formatRemaining(endsAt - now)}` }
  const agentEndsAt = conversation.humanAgentUntil ? Date.parse(conversation.humanAgentUntil) : NaN
  if (agentEndsAt > now)
    return {
      state: 'human_agent',
      endsAt: agentEndsAt,
      label: `24-hour window closed; a person may answer for ${formatRemaining(agentEndsAt - now)} more`,
    }
  return { state: 'closed', label: 'Window closed' }
}
