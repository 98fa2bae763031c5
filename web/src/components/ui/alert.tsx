import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cx } from '@/lib/class-names'

const alertVariants = cva(
  'relative w-full rounded-lg border p-4 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg]:size-4 [&>svg~*]:pl-7',
  {
    variants: {
      variant: {
        default: 'bg-background text-foreground',
        // red-800 on red-50: the brand red (#dc2626) is below 4.5:1 on this background.
        destructive: 'border-destructive/50 bg-red-50 text-red-800 [&>svg]:text-destructive',
        warning: 'border-amber-300 bg-amber-50 text-amber-900 [&>svg]:text-amber-600',
        success: 'border-emerald-300 bg-emerald-50 text-emerald-900 [&>svg]:text-emerald-600',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cx(alertVariants({ variant }), className)} {...props} />
}

// Not a heading: an alert sits anywhere in a page, and a fixed level would break the outline.
export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('mb-1 font-semibold leading-none', className)} {...props} />
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('text-sm [&_p]:leading-relaxed', className)} {...props} />
}
