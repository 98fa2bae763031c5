import { useNavigate } from 'react-router'
import { LogOut } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { useSignOutEverywhere } from '../api/account'

export function SignOutEverywhere() {
  const navigate = useNavigate()
  const signOut = useSignOutEverywhere()
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Ends every session of your account, on this device and all others: a phone you lost, a
        shared computer. You will need to sign in again here too.
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={signOut.isPending}>
            <LogOut aria-hidden /> Sign out everywhere
          </Button>
        }
        title="Sign out everywhere?"
        description="Every device signed in to your account, this one included, is signed out."
        confirmLabel="Sign out everywhere"
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              toast.success('Signed out everywhere')
              void navigate(paths.login.getHref(), { replace: true })
            },
            onError: (error) => toast.error('Not signed out', { description: error.message }),
          })
        }
      />
    </div>
  )
}
