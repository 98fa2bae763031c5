import type { TLabel } from '@common/schemas/label'
import { LABEL_CHIP_CLASSES } from '@/lib/label-colors'
import { cn } from '@/lib/utils'

export function LabelChip({ label }: { label: TLabel }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        LABEL_CHIP_CLASSES[label.color],
      )}
    >
      {label.name}
    </span>
  )
}

export function LabelChips({ labels }: { labels: TLabel[] }) {
  if (labels.length === 0) return null
  return (
    <ul aria-label="Labels" className="flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label.id}>
          <LabelChip label={label} />
        </li>
      ))}
    </ul>
  )
}
