import { toast } from '@/lib/toast'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/api/sign-out'
import { flashToast } from '@/lib/flash-toast'

// Sign out, then load /login afresh: a full load leaves no trace of the previous user in memory
// (cached data, the event stream) and no guarded page gets a say in where the person lands.
export function useSignOutFlow() {
  const signOut = useSignOut({
    onSuccess: () => {
      flashToast({
        kind: 'success',
        title: 'Logout successful',
        description: 'You have been successfully logged out',
      })
      window.location.replace(paths.login.getHref())
    },
    onError: (error) => toast.error('Logout failed', { description: error.message }),
  })
  return () => signOut.mutate()
}
