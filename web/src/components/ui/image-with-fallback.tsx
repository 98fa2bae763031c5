import { type ReactNode, useState } from 'react'
import { cn } from '@/lib/utils'

// A decorative picture from Instagram that may be missing or broken: the fallback stands in.
export function ImageWithFallback({
  src,
  className,
  fallbackClassName,
  fallback,
}: {
  src: string | null
  className: string
  fallbackClassName: string
  fallback: ReactNode
}) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        className={cn(className, 'object-cover')}
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={cn(className, 'flex items-center justify-center', fallbackClassName)}
    >
      {fallback}
    </span>
  )
}
