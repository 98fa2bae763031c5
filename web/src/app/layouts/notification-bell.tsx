import { Bell } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useNotifications } from '@/features/notifications/api/get-notifications'
import { NotificationList } from '@/features/notifications/components/notification-list'

// The red dot means something is newer than the last "Mark all as read"; the list says what.
export function NotificationBell({ isAdmin }: { isAdmin: boolean }) {
  const unreadCount = useNotifications().data?.unreadCount ?? 0
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Bell className="size-5" aria-hidden />
        <span className="sr-only">Notifications</span>
        {unreadCount > 0 ? (
          <>
            <span
              className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-background"
              aria-hidden
            />
            <span className="sr-only">
              {` (${unreadCount} unread notification${unreadCount === 1 ? '' : 's'})`}
            </span>
          </>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <NotificationList isAdmin={isAdmin} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
