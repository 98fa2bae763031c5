import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/api/sign-out'

// Sign out, say so, and land on /login, from wherever the user pressed it.
export function useSignOutFlow() {
  const navigate = useNavigate()
  const signOut = useSignOut({
    onSuccess: () => {
      toast.success('Logout successful', { description: 'You have been successfully logged out' })
      void navigate(paths.login.getHref(), { replace: true })
    },
    onError: (error) => toast.error('Logout failed', { description: error.message }),
  })
  return () => signOut.mutate()
}
