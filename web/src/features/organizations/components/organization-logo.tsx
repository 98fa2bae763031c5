import { Church } from 'lucide-react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { cn } from '@/lib/utils'

export function OrganizationLogo({ src, className }: { src: string | null; className?: string }) {
  return (
    <ImageWithFallback
      src={src}
      className={cn('size-12 shrink-0 rounded-lg', className)}
      fallbackClassName="bg-primary/10 text-primary"
      fallback={<Church className="size-6" />}
    />
  )
}
