import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import {
  type TOrganizationDetailsInput,
  type TOrganizationUpdateInput,
  ZOrganizationDetails,
} from '@common/schemas/organization'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ApiError } from '@/lib/api-client'
import type { LogoChoice } from '../api/list-logo-choices'
import { LogoPicker } from './logo-picker'

type Field = keyof TOrganizationDetailsInput

// The logo is a radio group, whose "no logo" is the empty string; the API says null.
const ZForm = ZOrganizationDetails.extend({ logoAccountId: z.string().optional() })
type TFormInput = z.input<typeof ZForm>

const FIELDS: {
  name: Field
  label: string
  type?: string
  autoComplete: string
  multiline?: boolean
}[] = [
  { name: 'organization', label: 'Organization Name', autoComplete: 'organization' },
  { name: 'contact', label: 'Contact Person', autoComplete: 'name' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', multiline: true },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  // Filled into saved replies as {church.service_times}.
  { name: 'serviceTimes', label: 'Service Times', autoComplete: 'off', multiline: true },
]

export const EMPTY_ORGANIZATION: TOrganizationDetailsInput = {
  organization: '',
  contact: '',
  phone: '',
  address: '',
  website: '',
  serviceTimes: '',
}

// The organization details form of Edit Organization and Add Organization: the shared zod
// schema validates on submit, then on every change. A name the server refuses as taken is shown
// on the name field; the caller reports other failures, and what was typed stays. With
// `logoChoices` (editing), the form also picks the logo among the organization's accounts.
export function OrganizationForm({
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  idPrefix,
  logoChoices,
}: {
  defaultValues: TOrganizationDetailsInput & { logoAccountId?: string | null }
  onSubmit: (values: TOrganizationUpdateInput) => Promise<unknown>
  submitLabel: ReactNode
  pendingLabel: ReactNode
  idPrefix: string
  logoChoices?: LogoChoice[]
}) {
  const form = useForm<TFormInput>({
    resolver: zodResolver(ZForm),
    defaultValues: { ...defaultValues, logoAccountId: defaultValues.logoAccountId ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ logoAccountId, ...details }) => {
    try {
      await onSubmit(logoChoices ? { ...details, logoAccountId: logoAccountId || null } : details)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ORGANIZATION_NAME_TAKEN') {
        form.setError('organization', { message: error.message }, { shouldFocus: true })
      }
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`
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
            {field.multiline ? (
              <Textarea rows={3} {...props} />
            ) : (
              <Input type={field.type ?? 'text'} {...props} />
            )}
          </FormField>
        )
      })}
      {logoChoices && logoChoices.length > 0 ? (
        <LogoPicker choices={logoChoices} register={form.register('logoAccountId')} />
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
