import type { TMe } from '@common/schemas/auth'
import WithQueries from '../query-provider'
import { NotificationBell } from './notification-bell'
import { UserMenu } from './user-menu'

// Its own chunk: the bell and the account menu (and their dropdown library and TanStack Query)
// load only for people who are signed in.
export default function SignedInControls({ me }: { me: TMe }) {
  return (
    <WithQueries>
      <NotificationBell isAdmin={me.user.role === 'admin'} />
      <div className="hidden md:block">
        <UserMenu me={me} />
      </div>
    </WithQueries>
  )
}
