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
import { useLogoChoices } from '../api/list-logo-choices'
import { useUpdateOrganization } from '../api/update-organization'
import { OrganizationForm } from './organization-form'

// `editor` is who edits: the church itself in its portal, or an agency admin, who is told of
// "this organization" and not of "your organization".
export function EditOrganizationDialog({
  organization,
  trigger,
  editor,
}: {
  organization: TOrganization
  trigger: React.ReactNode
  editor: 'church' | 'admin'
}) {
  const [open, setOpen] = useState(false)
  const update = useUpdateOrganization(organization.routeId)
  const logoChoices = useLogoChoices(organization.routeId, open)

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Organization</DialogTitle>
          <DialogDescription>
            {editor === 'church'
              ? 'Update your organization details. This information will be visible to all users.'
              : 'Update this organization’s details. The church and all users will see the changes.'}
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
            serviceTimes: organization.serviceTimes,
            logoAccountId: organization.logoAccountId,
          }}
          // Left out until loaded, so saving early never clears the logo.
          logoChoices={logoChoices.data}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onSubmit={(values) =>
            update.mutateAsync(values).then(
              (updated) => {
                toast.success('Organization Updated', {
                  description:
                    editor === 'church'
                      ? 'Your organization details have been updated.'
                      : `${updated.name}’s details have been updated.`,
                })
                // Spec §4 and §8: a church that renames itself is reminded of its accounts.
                if (editor === 'church' && updated.name !== organization.name) {
                  toast.info('Name Change Detected', {
                    description:
                      "You've changed your organization name. Your accounts may need to be updated to match the new name.",
                  })
                }
                setOpen(false)
              },
              // The dialog stays open with what was typed, so nothing is lost.
              (error: Error) => {
                toast.error('Update Failed', {
                  description: `There was an error updating ${editor === 'church' ? 'your' : 'the'} organization details. ${error.message}`,
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
