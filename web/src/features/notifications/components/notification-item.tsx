import {
  CircleAlert,
  CircleX,
  Clock,
  ClipboardCheck,
  DatabaseBackup,
  HeartHandshake,
  type LucideIcon,
  MessageCircle,
  Unplug,
  UserRoundCheck,
} from 'lucide-react'
import { Link } from 'react-router'
import type { TNotification, TNotificationKind } from '@common/schemas/notification'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import { RelativeTime } from '@/components/ui/relative-time'
import { cn } from '@/lib/utils'
import { notificationHref } from './notification-link'

const KINDS: Record<TNotificationKind, { icon: LucideIcon; className: string }> = {
  comments_awaiting: { icon: MessageCircle, className: 'bg-blue-50 text-blue-700' },
  reply_failed: { icon: CircleAlert, className: 'bg-red-50 text-red-700' },
  needs_reconnection: { icon: Unplug, className: 'bg-amber-50 text-amber-800' },
  token_expiring: { icon: Clock, className: 'bg-amber-50 text-amber-800' },
  backup_failed: { icon: DatabaseBackup, className: 'bg-red-50 text-red-700' },
  comment_assigned: { icon: UserRoundCheck, className: 'bg-blue-50 text-blue-700' },
  pastoral_care: { icon: HeartHandshake, className: 'bg-rose-50 text-rose-700' },
  reply_approval: { icon: ClipboardCheck, className: 'bg-violet-50 text-violet-700' },
  reply_declined: { icon: CircleX, className: 'bg-red-50 text-red-700' },
}

export function NotificationItem({ item, isAdmin }: { item: TNotification; isAdmin: boolean }) {
  const { icon: Icon, className } = KINDS[item.kind]
  return (
    <DropdownMenuItem asChild className="items-start gap-3 px-3 py-2.5">
      <Link to={notificationHref(item, isAdmin)}>
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
            className,
          )}
          aria-hidden
        >
          <Icon />
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block break-words',
              item.unread ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {item.unread ? <span className="sr-only">Unread: </span> : null}
            {item.message}
          </span>
          <span className="mt-0.5 block text-xs text-muted-foreground">
            <RelativeTime iso={item.at} />
          </span>
        </span>
        {item.unread ? (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-blue-600" aria-hidden />
        ) : null}
      </Link>
    </DropdownMenuItem>
  )
}
