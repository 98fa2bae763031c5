import { Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Card, CardContent } from './card'
import { Skeleton } from './skeleton'
import { DefinitionTooltip } from './tooltip'

// A labelled number whose definition shows on hover, focus or tap. `value` undefined means
// still loading; a screen decides what to show when there is nothing to compute.
export function StatCard({
  label,
  value,
  definition,
  icon,
  footer,
  valueClassName,
}: {
  label: string
  value: ReactNode | undefined
  // Undefined while the definition itself is loading.
  definition: ReactNode | undefined
  icon?: ReactNode
  footer?: ReactNode
  valueClassName?: string
}) {
  const content = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          {label}
          <Info className="size-3.5" aria-hidden />
        </span>
        {icon}
      </span>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-20" />
      ) : (
        <span className={cn('mt-1 block text-2xl font-bold tracking-tight', valueClassName)}>
          {value}
        </span>
      )}
    </>
  )
  return (
    <Card>
      <CardContent className="flex h-full flex-col p-4 sm:p-5">
        {definition === undefined ? (
          <div>{content}</div>
        ) : (
          <DefinitionTooltip definition={definition} className="w-full">
            {content}
          </DefinitionTooltip>
        )}
        {footer ? <div className="mt-1 text-xs text-muted-foreground">{footer}</div> : null}
      </CardContent>
    </Card>
  )
}
