import { type ReactNode, useState } from 'react'
import { toast } from '@/lib/toast'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useCreateOrganization } from '../api/create-organization'
import { EMPTY_ORGANIZATION, OrganizationForm } from './organization-form'

export function AddOrganizationDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false)
  const create = useCreateOrganization()

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Organization</DialogTitle>
          <DialogDescription>
            Add an organization the agency manages. Its details will be visible to all users.
          </DialogDescription>
        </DialogHeader>
        <OrganizationForm
          idPrefix="new-organization"
          defaultValues={EMPTY_ORGANIZATION}
          submitLabel="Add Organization"
          pendingLabel="Adding..."
          onSubmit={(values) =>
            create.mutateAsync(values).then(
              (organization) => {
                toast.success('Organization Created', {
                  description: `${organization.name} has been added.`,
                })
                setOpen(false)
              },
              (error: Error) => {
                toast.error('Error', {
                  description: `Failed to create organization. ${error.message}`,
                })
                throw error
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  )
}
