import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export interface InputSpec<T> {
  name: Path<T> & string
  label: string
  type: string
  autoComplete: string
}

// Renders a column of labelled inputs bound to a react-hook-form form, with their errors.
export function FormInputs<T extends FieldValues>({
  idPrefix,
  fields,
  register,
  errors,
}: {
  idPrefix: string
  fields: InputSpec<T>[]
  register: UseFormRegister<T>
  errors: FieldErrors<T>
}) {
  return fields.map((field) => {
    const id = `${idPrefix}-${field.name}`
    const error = errors[field.name]?.message
    const message = typeof error === 'string' ? error : undefined
    return (
      <FormField key={field.name} id={id} label={field.label} error={message}>
        <Input
          id={id}
          type={field.type}
          autoComplete={field.autoComplete}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(field.name)}
        />
      </FormField>
    )
  })
}
