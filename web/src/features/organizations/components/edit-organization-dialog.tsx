import { useState } from 'react'
import { toast } from '@/lib/toast'
import type { TOrganization } from '@common/schemas/organization'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useUpdateOrganization } from '../api/update-organization'
import { OrganizationForm } from './organization-form'

export function EditOrganizationDialog({
  organization,
  trigger,
}: {
  organization: TOrganization
  trigger: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const update = useUpdateOrganization(organization.routeId)

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Organization</DialogTitle>
          <DialogDescription>
            Update your organization details. This information will be visible to all users.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the current values every time. */}
        <OrganizationForm
          idPrefix="organization"
          defaultValues={{
            organization: organization.name,
            contact: organization.contact,
            phone: organization.phone,
            address: organization.address,
            website: organization.website,
          }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onSubmit={(values) =>
            update.mutateAsync(values).then(
              () => {
                toast.success('Organization Updated', {
                  description: 'Your organization details have been updated.',
                })
                setOpen(false)
              },
              // The dialog stays open with what was typed, so nothing is lost.
              (error: Error) => {
                toast.error('Update Failed', {
                  description: `There was an error updating your organization details. ${error.message}`,
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
