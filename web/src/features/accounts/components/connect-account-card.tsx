import { Camera, Plus } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useStartConnect } from '../api/start-connect'

export function ConnectAccountCard() {
  const connect = useStartConnect()
  const onConnect = () =>
    connect.mutate(undefined, {
      onError: () =>
        toast.error('Connection Failed', {
          description: 'Could not initialize Instagram connection. Please try again.',
        }),
    })

  return (
    <Dialog>
      <DialogTrigger className="flex min-h-44 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-background p-6 text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Plus className="size-8" aria-hidden />
        <span className="font-medium">Connect Account</span>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Instagram Account</DialogTitle>
          <DialogDescription>
            Sign in with Instagram to connect a professional account.
          </DialogDescription>
        </DialogHeader>
        <div className="rounded-lg border bg-muted/40 p-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-gradient-to-br from-fuchsia-500 via-rose-500 to-amber-400 text-white">
              <Camera className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-medium">Instagram Business Account</p>
              <p className="text-sm text-muted-foreground">
                Business and creator accounts can be connected.
              </p>
            </div>
          </div>
          <Button className="mt-4 w-full" onClick={onConnect} disabled={connect.isPending}>
            {connect.isPending ? 'Connecting...' : 'Connect with Instagram'}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Connecting lets Flock access the account&apos;s public profile information and the
          comments on its posts, so your agency can read and answer them. You can revoke access at
          any time.
        </p>
      </DialogContent>
    </Dialog>
  )
}
