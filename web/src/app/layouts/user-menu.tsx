import {
  DatabaseBackup,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageSquareText,
  Settings,
  SlidersHorizontal,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react'
import { Link } from 'react-router'
import type { TMe } from '@common/schemas/auth'
import { CHURCH_ROLE_LABELS, TEAM_ROLE_LABELS } from '@common/schemas/team'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { paths } from '@/config/paths'
import { avatarLetter } from './avatar-letter'
import { useSignOutFlow } from './use-sign-out-flow'

// Under the address: the person's role, e.g. "Agent" or "Church member".
function roleLabel(me: TMe) {
  if (me.user.teamRole) return `Team role: ${TEAM_ROLE_LABELS[me.user.teamRole]}`
  return me.user.churchRole ? `Church ${CHURCH_ROLE_LABELS[me.user.churchRole].toLowerCase()}` : ''
}

export function UserMenu({ me }: { me: TMe }) {
  const signOut = useSignOutFlow()
  const isAdmin = me.user.role === 'admin'
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {avatarLetter(me.user.email)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate font-medium">{me.user.name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{me.user.email}</p>
          {isAdmin ? <p className="text-xs text-muted-foreground">Administrator</p> : null}
          <p className="text-xs text-muted-foreground">{roleLabel(me)}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          {isAdmin ? (
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden /> Dashboard
            </Link>
          ) : (
            <Link to={paths.portal.getHref()}>
              <UserRound aria-hidden /> Your Portal
            </Link>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.accountSettings.getHref()}>
            <Settings aria-hidden /> Account
          </Link>
        </DropdownMenuItem>
        {me.user.teamRole ? (
          <DropdownMenuItem asChild>
            <Link to={paths.savedReplies.getHref()}>
              <MessageSquareText aria-hidden /> Saved replies
            </Link>
          </DropdownMenuItem>
        ) : null}
        {me.can.manageRules ? (
          <DropdownMenuItem asChild>
            <Link to={paths.rules.getHref()}>
              <ShieldCheck aria-hidden /> Moderation rules
            </Link>
          </DropdownMenuItem>
        ) : null}
        {me.can.manageTeam || me.can.resetTwoFactor ? (
          <DropdownMenuItem asChild>
            <Link to={paths.teamSettings.getHref()}>
              <Users aria-hidden /> Team
            </Link>
          </DropdownMenuItem>
        ) : null}
        {me.user.teamRole && me.can.readReports ? (
          <DropdownMenuItem asChild>
            <Link to={paths.reportSettings.getHref()}>
              <SlidersHorizontal aria-hidden /> Report settings
            </Link>
          </DropdownMenuItem>
        ) : null}
        {me.can.manageBackups ? (
          <DropdownMenuItem asChild>
            <Link to={paths.backupSettings.getHref()}>
              <DatabaseBackup aria-hidden /> Backups
            </Link>
          </DropdownMenuItem>
        ) : null}
        {me.can.readOutbox ? (
          <DropdownMenuItem asChild>
            <Link to={paths.outbox.getHref()}>
              <Mail aria-hidden /> Outbox
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
