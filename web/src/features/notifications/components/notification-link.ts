import type { TNotification } from '@common/schemas/notification'
import { paths } from '@/config/paths'

// Where a notification leads: admins to the inbox view it describes (its account's Open comments,
// a failed reply's account, the comment given to them) or the account; church people to their
// conversations for news about comments, their Pastoral care list for a flagged comment, and
// their portal (with its accounts' Reconnect buttons) for the rest.
export function notificationHref(item: TNotification, isAdmin: boolean): string {
  if (!isAdmin) {
    if (item.kind === 'pastoral_care') return paths.pastoralCare.getHref()
    if (item.kind === 'reply_approval') return paths.approvals.getHref()
    if (item.kind === 'comments_awaiting' || item.kind === 'reply_failed')
      return paths.conversations.getHref()
    return paths.portal.getHref()
  }
  switch (item.kind) {
    case 'pastoral_care':
    case 'reply_approval':
      return paths.comments.getHref()
    case 'comments_awaiting':
      return paths.comments.getHref({ view: 'open', account: item.accountId })
    case 'reply_failed':
      return paths.comments.getHref({ view: 'all', account: item.accountId })
    case 'comment_assigned':
    case 'reply_declined':
      if (item.conversationId) return paths.directConversation.getHref(item.conversationId)
      return item.commentId
        ? paths.comment.getHref(item.commentId)
        : paths.comments.getHref({ view: 'mine' })
    case 'needs_reconnection':
    case 'token_expiring':
      return paths.account.getHref(item.accountId)
    case 'backup_failed':
      return paths.backupSettings.getHref()
  }
}
