import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { type TChangeName, ZChangeName } from '@common/schemas/person-name'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'
import { toast } from '@/lib/toast'
import { useChangeName } from '../api/account'

const FIELDS: InputSpec<TChangeName>[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
]

// The name teammates and the church see: in pickers, on notes and on invitations.
export function ChangeNameForm({ currentName }: { currentName: string }) {
  const change = useChangeName()
  const form = useForm({
    resolver: zodResolver(ZChangeName),
    values: { name: currentName },
  })
  const onSubmit = form.handleSubmit(({ name }) =>
    change.mutate(name, {
      onSuccess: (me) => toast.success('Name saved', { description: `You are ${me.user.name}.` }),
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change name">
      {change.error ? <FormError title="Not saved" message={change.error.message} /> : null}
      <FormInputs
        idPrefix="change-name"
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
      />
      <Button type="submit" disabled={change.isPending || !form.formState.isDirty}>
        {change.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  )
}
