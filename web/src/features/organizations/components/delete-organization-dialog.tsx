import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import type { TOrganization } from '@common/schemas/organization'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useDeleteOrganization } from '../api/delete-organization'

// For a church that leaves the agency. Typing the name again is the server's rule too.
export function DeleteOrganizationDialog({ organization }: { organization: TOrganization }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const remove = useDeleteOrganization(organization.routeId)
  const navigate = useNavigate()

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      const result = await remove.mutateAsync(typed)
      toast.success('Organization Deleted', {
        description: `${organization.name}, its ${result.members} members, ${result.accounts} accounts and ${result.comments} comments were deleted.`,
      })
      setOpen(false)
      void navigate(paths.organizations.getHref())
    } catch (error) {
      toast.error('Delete Failed', { description: (error as Error).message })
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setTyped('')
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden /> Delete Organization
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {organization.name}?</DialogTitle>
          <DialogDescription>
            Its Instagram access is revoked, then the organization, its members’ logins, accounts,
            posts, comments and replies are deleted for good. Download its data first if it wants a
            copy. Only a record of who deleted it and when is kept.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={(event) => void submit(event)}>
          <div className="space-y-2">
            <Label htmlFor="confirm-organization-name">
              Type the organization’s name to confirm
            </Label>
            <Input
              id="confirm-organization-name"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!typed.trim() || remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Organization'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
