import { Church } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/utils'

export function OrganizationLogo({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false)
  const classes = cn('size-12 shrink-0 rounded-lg', className)
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={cn(classes, 'object-cover')}
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={cn(classes, 'flex items-center justify-center bg-primary/10 text-primary')}
    >
      <Church className="size-6" />
    </span>
  )
}
