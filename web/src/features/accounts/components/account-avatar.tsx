import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { cn } from '@/lib/utils'

export function AccountAvatar(props: { username: string; src: string | null; className?: string }) {
  return (
    <ImageWithFallback
      src={props.src}
      className={cn('size-12 shrink-0 rounded-full', props.className)}
      fallbackClassName="bg-gradient-to-br from-fuchsia-500 to-amber-400 text-lg font-semibold text-white"
      fallback={props.username.charAt(0).toUpperCase() || '?'}
    />
  )
}
