import { LogOut } from 'lucide-react'
import { NavLink } from 'react-router'
import type { TMe } from '@common/schemas/auth'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/config/paths'
import { cx } from '@/lib/class-names'
import { adminNavFor } from './nav-links'
import { useSignOutFlow } from './use-sign-out-flow'
import { avatarLetter } from './avatar-letter'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-md px-3 py-2 text-base font-medium hover:bg-muted',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  )

export function MobileMenu({ me, onNavigate }: { me: TMe | null; onNavigate: () => void }) {
  const signOut = useSignOutFlow()
  if (!me) {
    return (
      <nav aria-label="Mobile" className="space-y-1 px-4 py-3">
        <NavLink to={paths.login.getHref()} className={itemClass} onClick={onNavigate}>
          Client Login
        </NavLink>
        <NavLink to={paths.adminLogin.getHref()} className={itemClass} onClick={onNavigate}>
          Admin Login
        </NavLink>
      </nav>
    )
  }
  const isAdmin = me.user.role === 'admin'
  return (
    <nav aria-label="Mobile" className="space-y-1 px-4 py-3">
      <SignedInAs me={me} />
      {isAdmin ? (
        adminNavFor(me.can).map((item) => (
          <NavLink key={item.href} to={item.href} className={itemClass} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ))
      ) : (
        <NavLink to={paths.portal.getHref()} className={itemClass} onClick={onNavigate}>
          Your Portal
        </NavLink>
      )}
      <NavLink to={paths.accountSettings.getHref()} className={itemClass} onClick={onNavigate}>
        Account
      </NavLink>
      {me.user.teamRole ? (
        <NavLink to={paths.savedReplies.getHref()} className={itemClass} onClick={onNavigate}>
          Saved replies
        </NavLink>
      ) : null}
      {me.can.manageRules ? (
        <NavLink to={paths.rules.getHref()} className={itemClass} onClick={onNavigate}>
          Moderation rules
        </NavLink>
      ) : null}
      {me.can.manageTeam || me.can.resetTwoFactor ? (
        <NavLink to={paths.teamSettings.getHref()} className={itemClass} onClick={onNavigate}>
          Team
        </NavLink>
      ) : null}
      {me.user.teamRole && me.can.readReports ? (
        <NavLink to={paths.reportSettings.getHref()} className={itemClass} onClick={onNavigate}>
          Report settings
        </NavLink>
      ) : null}
      {me.can.readOutbox ? (
        <NavLink to={paths.outbox.getHref()} className={itemClass} onClick={onNavigate}>
          Outbox
        </NavLink>
      ) : null}
      {me.can.manageBackups ? (
        <NavLink to={paths.backupSettings.getHref()} className={itemClass} onClick={onNavigate}>
          Backups
        </NavLink>
      ) : null}
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-base font-medium text-destructive hover:bg-muted"
        onClick={() => {
          onNavigate()
          signOut()
        }}
      >
        <LogOut className="size-4" aria-hidden /> Logout
      </button>
    </nav>
  )
}

// Who is signed in, as the avatar menu shows it on wider screens.
function SignedInAs({ me }: { me: TMe }) {
  const isAdmin = me.user.role === 'admin'
  return (
    <div data-testid="signed-in-as" className="mb-2 flex items-center gap-3 border-b px-3 pb-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {avatarLetter(me.user.email)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">Signed in as</p>
        <p className="truncate font-medium">{me.user.name}</p>
        <p className="break-all text-sm text-muted-foreground">{me.user.email}</p>
        {!isAdmin && me.organization ? (
          <p className="truncate text-sm text-muted-foreground" title={me.organization.name}>
            {me.organization.name}
          </p>
        ) : null}
      </div>
      {isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">Client</Badge>}
    </div>
  )
}
