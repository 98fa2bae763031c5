import { zodResolver } from '@hookform/resolvers/zod'
import { AlertCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ZPersonName } from '@common/schemas/person-name'
import type { TInvitationPreview } from '@common/schemas/team'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { passwordsMatch, ZNewPasswordFields } from '@/lib/new-password-schema'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'
import { ApiError } from '@/lib/api-client'
import { useSiteName } from '@/lib/site'
import { useAcceptInvitation, useInvitationPreview } from '../api/accept-invitation'

const ZAcceptForm = ZNewPasswordFields.extend({ name: ZPersonName }).refine(
  passwordsMatch.check,
  passwordsMatch.issue,
)
type AcceptValues = { name: string; newPassword: string; confirmPassword: string }

const FIELDS: InputSpec<AcceptValues>[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'newPassword', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
]

// An expired, used, withdrawn or tampered link: the server's words say whom to ask.
export function UnusableInvitation({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>This link cannot be used</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}

const withArticle = (role: string) => `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`

function joining(preview: TInvitationPreview, agencyName: string) {
  const who = preview.invitedBy ?? agencyName
  return preview.kind === 'team'
    ? `${who} invited you to join the ${agencyName} team as ${withArticle(preview.role)}.`
    : `${who} invited you to join ${preview.organizationName ?? 'a church'} as ${withArticle(preview.role)}.`
}

export function AcceptInvitationForm({ token }: { token: string }) {
  const preview = useInvitationPreview(token)
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const agencyName = useSiteName()
  const form = useForm({
    resolver: zodResolver(ZAcceptForm),
    defaultValues: { name: '', newPassword: '', confirmPassword: '' },
  })
  const onSubmit = form.handleSubmit(({ name, newPassword }) =>
    accept.mutate(
      { token, name, password: newPassword },
      {
        onSuccess: ({ kind }) =>
          void navigate(kind === 'team' ? paths.dashboard.getHref() : paths.portal.getHref(), {
            replace: true,
          }),
      },
    ),
  )

  if (!token) return <UnusableInvitation message="This invitation link is incomplete." />
  if (accept.isSuccess) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    )
  }
  const refusal = [preview.error, accept.error].find(
    (error) => error instanceof ApiError && error.code === 'INVITATION_INVALID',
  )
  if (refusal) return <UnusableInvitation message={refusal.message} />
  if (preview.isError) return <FormError title="Could not open" message={preview.error.message} />
  if (!preview.data) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Accept the invitation">
      <p className="text-sm">{joining(preview.data, agencyName)}</p>
      <p className="text-sm text-muted-foreground">
        You will sign in as{' '}
        <span className="font-medium text-foreground">{preview.data.email}</span>.
      </p>
      {accept.error ? <FormError title="Not accepted" message={accept.error.message} /> : null}
      <FormInputs
        idPrefix="accept"
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
      />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Join'}
      </Button>
    </form>
  )
}
