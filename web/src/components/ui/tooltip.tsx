import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { type ReactNode, useState } from 'react'
import { cn } from '@/lib/utils'

// Explains a number on hover or keyboard focus, and on tap, which touch screens need: Radix
// tooltips alone never open by touch. The trigger is a real button, so it is in the tab order.
export function DefinitionTooltip({
  definition,
  children,
  className,
}: {
  definition: ReactNode
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild>
          <button
            type="button"
            // Radix closes a tooltip on click; keep it open so a tap shows the definition.
            onClick={(event) => {
              event.preventDefault()
              setOpen(true)
            }}
            className={cn(
              'cursor-help rounded-sm text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              className,
            )}
          >
            {children}
          </button>
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-72 rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-md"
          >
            {definition}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  )
}
