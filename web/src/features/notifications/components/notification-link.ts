import type { TNotification } from '@common/schemas/notification'
import { paths } from '@/config/paths'

// Where a notification leads: admins to the inbox or the account; church people to their
// conversations for news about comments, their Pastoral care list for a flagged comment, and
// their portal (with its accounts' Reconnect buttons) for the rest.
export function notificationHref(item: TNotification, isAdmin: boolean): string {
  if (!isAdmin) {
    if (item.kind === 'pastoral_care') return paths.pastoralCare.getHref()
    if (item.kind === 'comments_awaiting' || item.kind === 'reply_failed')
      return paths.conversations.getHref()
    return paths.portal.getHref()
  }
  switch (item.kind) {
    case 'pastoral_care':
      return paths.comments.getHref()
    case 'comments_awaiting':
    case 'reply_failed':
      return paths.comments.getHref()
    case 'needs_reconnection':
    case 'token_expiring':
      return paths.account.getHref(item.accountId)
    case 'backup_failed':
      return paths.backupSettings.getHref()
  }
}
