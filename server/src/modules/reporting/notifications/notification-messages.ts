const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function commentsAwaitingMessage(count: number, account: string): string {
  return `${plural(count, 'new comment')} awaiting a reply on @${account}`
}

export function commentAssignedMessage(
  assigner: string | null,
  commenter: string,
  account: string,
): string {
  return `${assigner ?? 'A teammate'} assigned you a comment by @${commenter} on @${account}`
}

// Instagram's reason is stored as a full sentence (see delivery.service), so it is quoted as is.
export function replyFailedMessage(input: {
  kind: 'reply' | 'comment' | 'private_reply' | 'direct_message' | 'mention_reply'
  account: string
  commenter: string | null
  reason: string | null
}): string {
  const what =
    input.kind === 'private_reply' && input.commenter
      ? `A private reply to @${input.commenter} from @${input.account}`
      : input.kind === 'reply' && input.commenter
        ? `A reply to @${input.commenter} on @${input.account}`
        : input.kind === 'direct_message'
          ? `A direct message from @${input.account}`
          : input.kind === 'mention_reply'
            ? `An answer to a mention of @${input.account}`
            : `A comment from @${input.account}`
  return input.reason ? `${what} could not be sent: ${input.reason}` : `${what} could not be sent.`
}

export function needsReconnectionMessage(account: string, reason: string | null): string {
  return reason ? `@${account} needs reconnection: ${reason}` : `@${account} needs reconnection.`
}

// Rounded up, so "in 5 days" never promises more time than is left; hours on the last day.
export function tokenExpiringMessage(account: string, expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime()
  if (left <= 0) return `@${account}'s Instagram access has expired`
  const when =
    left < DAY_MS
      ? plural(Math.ceil(left / HOUR_MS), 'hour')
      : plural(Math.ceil(left / DAY_MS), 'day')
  return `@${account}'s Instagram access expires in ${when}`
}

// A flagged comment routed to a church, told to its pastoral contacts.
export function pastoralCareMessage(flags: readonly string[], account: string): string {
  if (flags.includes('crisis')) return `A comment on @${account} may be from someone in crisis`
  if (flags.includes('prayer')) return `A prayer request on @${account}`
  return `A comment on @${account} speaks of grief or illness`
}
