import { Bell } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

// The bell's red dot appears only when something is unread; until notifications are stored,
// nothing is, and a dot would be a false alarm.
export function NotificationBell() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Notifications"
        className="relative flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <p className="px-2 pb-3 text-sm text-muted-foreground">You&apos;re all caught up.</p>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
