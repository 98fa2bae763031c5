import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ZOrganizationDetails, type TOrganization, type TOrganizationDetailsInput } from '@common/schemas/organization'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useUpdateOrganization } from '../api/update-organization'

type Field = keyof TOrganizationDetailsInput

const FIELDS: { name: Field; label: string; type?: string; autoComplete: string; multiline?: boolean }[] = [
  { name: 'organization', label: 'Organization Name', autoComplete: 'organization' },
  { name: 'contact', label: 'Contact Person', autoComplete: 'name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
]

const valuesOf = (organization: TOrganization): TOrganizationDetailsInput => ({
  organization: organization.name,
  contact: organization.contact,
  phone: organization.phone,
  address: organization.address,
  website: organization.website,
})

export function EditOrganizationDialog({ organization, trigger }: { organization: TOrganization; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const update = useUpdateOrganization(organization.routeId)
  const form = useForm<TOrganizationDetailsInput>({
    resolver: zodResolver(ZOrganizationDetails),
    defaultValues: valuesOf(organization),
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Organization Updated', { description: 'Your organization details have been updated.' })
        setOpen(false)
      },
      // The dialog stays open with what was typed, so nothing is lost.
      onError: (error) =>
        toast.error('Update Failed', {
          description: `There was an error updating your organization details. ${error.message}`,
        }),
    }),
  )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) form.reset(valuesOf(organization))
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Organization</DialogTitle>
          <DialogDescription>
            Update your organization details. This information will be visible to all users.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {FIELDS.map((field) => {
            const id = `organization-${field.name}`
            const error = errors[field.name]?.message
            const props = {
              id,
              autoComplete: field.autoComplete,
              'aria-invalid': Boolean(error),
              'aria-describedby': error ? `${id}-error` : undefined,
              ...form.register(field.name),
            }
            return (
              <FormField key={field.name} id={id} label={field.label} error={error}>
                {field.multiline ? <Textarea rows={3} {...props} /> : <Input type={field.type ?? 'text'} {...props} />}
              </FormField>
            )
          })}
          <DialogFooter>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
