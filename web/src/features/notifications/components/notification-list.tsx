import { CheckCheck } from 'lucide-react'
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu'
import { useNotifications } from '../api/get-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { NotificationItem } from './notification-item'

// The bell's dropdown body: its own header with "Mark all as read", then the items.
export function NotificationList({ isAdmin }: { isAdmin: boolean }) {
  const notifications = useNotifications()
  const markRead = useMarkNotificationsRead()
  const unreadCount = notifications.data?.unreadCount ?? 0
  return (
    <>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <DropdownMenuLabel className="p-0 font-semibold">Notifications</DropdownMenuLabel>
        <DropdownMenuItem
          className="h-8 px-2 text-xs font-medium text-primary"
          disabled={unreadCount === 0 || markRead.isPending}
          // Stay open, so the list is seen turning read.
          onSelect={(event) => {
            event.preventDefault()
            markRead.mutate()
          }}
        >
          <CheckCheck aria-hidden /> Mark all as read
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator className="mx-0 my-0" />
      {markRead.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-destructive">
          {markRead.error.message}
        </p>
      ) : null}
      {notifications.isPending ? (
        <p className="px-3 py-4 text-sm text-muted-foreground">Loading notifications…</p>
      ) : notifications.isError ? (
        <p role="alert" className="px-3 py-4 text-sm text-destructive">
          Could not load notifications. {notifications.error.message}
        </p>
      ) : notifications.data.items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">
          You&apos;re all caught up.
        </p>
      ) : (
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-1">
          {notifications.data.items.map((item) => (
            <NotificationItem key={item.id} item={item} isAdmin={isAdmin} />
          ))}
        </div>
      )}
    </>
  )
}
