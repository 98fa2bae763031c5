import { type ReactNode, useState } from 'react'
import { cx } from '@/lib/class-names'
import { DRAG_TYPE } from './calendar-post-chip'

// A day that takes a dropped post; it says so while one is dragged over it.
export function DropDay({
  day,
  onDropPost,
  className,
  children,
  label,
}: {
  day: string
  onDropPost?: (postId: string, day: string) => void
  className?: string
  children: ReactNode
  label: string
}) {
  const [over, setOver] = useState(false)
  return (
    <div
      role="group"
      aria-label={label}
      data-day={day}
      className={cx(className, over && 'bg-primary/10 ring-2 ring-inset ring-primary')}
      onDragOver={(event) => {
        if (!onDropPost || !event.dataTransfer.types.includes(DRAG_TYPE)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false)
        const id = event.dataTransfer.getData(DRAG_TYPE)
        if (!id || !onDropPost) return
        event.preventDefault()
        onDropPost(id, day)
      }}
    >
      {children}
    </div>
  )
}
