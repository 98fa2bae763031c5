import type { ReactNode } from 'react'
import { Label } from './label'

// A labelled control with its validation message, tied together for screen readers.
export function FormField({
  id,
  label,
  error,
  children,
  aside,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
