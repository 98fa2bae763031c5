import type { TNotification } from '@common/schemas/notification'
import { paths } from '@/config/paths'

// Where a notification leads: admins to the inbox or the account, clients to their portal,
// which holds both their comments and their accounts' Reconnect buttons.
export function notificationHref(item: TNotification, isAdmin: boolean): string {
  if (!isAdmin) return paths.portal.getHref()
  switch (item.kind) {
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
