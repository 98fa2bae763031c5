import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'

// A plain <label>, not Radix's (kept off the public pages, decision 050), with the one thing
// Radix's adds: double-clicking the label's text does not select it.
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cx('text-sm font-medium leading-none peer-disabled:opacity-70', className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return
        onMouseDown?.(event)
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault()
      }}
      {...props}
    />
  )
}
