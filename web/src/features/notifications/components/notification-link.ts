import type { TNotification } from '@common/schemas/notification'
import { paths } from '@/config/paths'

// Where a notification leads: admins to the inbox view it describes (its account's Open comments,
// a failed reply's account, the comment given to them) or the account; clients to their portal,
// which holds both their comments and their accounts' Reconnect buttons.
export function notificationHref(item: TNotification, isAdmin: boolean): string {
  if (!isAdmin) return paths.portal.getHref()
  switch (item.kind) {
    case 'comments_awaiting':
      return paths.comments.getHref({ view: 'open', account: item.accountId })
    case 'reply_failed':
      return paths.comments.getHref({ view: 'all', account: item.accountId })
    case 'comment_assigned':
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
