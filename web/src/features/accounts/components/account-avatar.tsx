import { useState } from 'react'
import { cn } from '@/lib/utils'

export function AccountAvatar({
  username,
  src,
  className,
}: {
  username: string
  src: string | null
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const classes = cn('size-12 shrink-0 rounded-full', className)
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
      className={cn(
        classes,
        'flex items-center justify-center bg-gradient-to-br from-fuchsia-500 to-amber-400 text-lg font-semibold text-white',
      )}
    >
      {username.charAt(0).toUpperCase() || '?'}
    </span>
  )
}
