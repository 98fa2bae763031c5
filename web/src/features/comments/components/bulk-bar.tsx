import { CheckCheck, Eye, EyeOff, RotateCcw, Tag, Trash2, X, type LucideIcon } from 'lucide-react'
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { TBulkAction, TBulkApplied, TBulkJob, TBulkSelection } from '@common/schemas/bulk'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useMe } from '@/lib/me'
import { toast } from '@/lib/toast'
import { useBulkAction, useBulkLabels } from '../api/bulk-actions'
import type { InboxFilters } from '../api/list-comments'
import type { Selection } from '../hooks/use-selection'
import { BulkAssign } from './bulk-assign'
import { BulkProgress } from './bulk-progress'

const APPLIED_WORDS: Record<TBulkApplied['action'], string> = {
  done: 'marked done',
  reopen: 'reopened',
  assign: 'assigned',
  label: 'labelled',
  unlabel: 'unlabelled',
}

const plural = (n: number) => `${n.toLocaleString('en')} comment${n === 1 ? '' : 's'}`

// The actions for the selected cards, kept at the bottom of the screen while the list scrolls,
// and the progress of a hide, unhide or delete running on Instagram.
export function BulkBar({
  selection,
  filters,
  matching,
}: {
  selection: Selection
  filters: InboxFilters
  // How many comments the current filter matches (the tab's count), once known.
  matching: number | undefined
}) {
  const me = useMe().data
  const canDelete = me?.can.deleteComments ?? false
  const [job, setJob] = useState<TBulkJob | null>(null)
  const labels = useBulkLabels()
  const bulk = useBulkAction({
    onApplied: (result) => {
      selection.clear()
      toast.success(`${plural(result.changed)} ${APPLIED_WORDS[result.action]}`, {
        description: result.skipped ? `${plural(result.skipped)} left as they were.` : undefined,
      })
    },
    onJob: (started) => {
      selection.clear()
      setJob(started)
    },
    onError: (error) => toast.error('The bulk action failed', { description: error.message }),
  })

  const count = selection.allMatching ? (matching ?? 0) : selection.ids.size
  const shown = count > 0 || job !== null
  const bar = useRef<HTMLDivElement>(null)
  useReservedSpace(bar, shown)
  const target: TBulkSelection = selection.allMatching
    ? { filter: bulkFilter(filters) }
    : { ids: [...selection.ids] }
  const run = (action: TBulkAction) => bulk.mutate({ selection: target, action })
  if (!shown) return null

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-2 z-10 space-y-3 rounded-xl border bg-background p-3 shadow-lg"
    >
      {job ? <BulkProgress job={job} onDismiss={() => setJob(null)} /> : null}
      {count > 0 ? (
        <>
          <div className="flex items-center gap-x-3">
            <p aria-live="polite" className="text-sm font-medium">
              {selection.allMatching
                ? `All ${count.toLocaleString('en')} matching selected`
                : `${count.toLocaleString('en')} selected`}
            </p>
            {!selection.allMatching && matching !== undefined && matching > count ? (
              <Button
                size="sm"
                variant="link"
                className="h-auto p-0"
                onClick={selection.selectAllMatching}
              >
                Select all {matching.toLocaleString('en')} matching
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" className="ml-auto" onClick={selection.clear}>
              <X aria-hidden /> <ActionName>Clear</ActionName>
            </Button>
          </div>
          <div className="flex flex-wrap gap-1.5 sm:gap-2">
            <RunButton
              variant="default"
              icon={CheckCheck}
              label="Done"
              onClick={() => run({ type: 'done' })}
              disabled={bulk.isPending}
            />
            <RunButton
              icon={RotateCcw}
              label="Reopen"
              onClick={() => run({ type: 'reopen' })}
              disabled={bulk.isPending}
            />
            <BulkAssign
              disabled={bulk.isPending}
              onAssign={(assigneeId) => run({ type: 'assign', assigneeId })}
            />
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  size="sm"
                  className="px-2.5 sm:px-3"
                  variant="outline"
                  disabled={bulk.isPending}
                >
                  <Tag aria-hidden /> Label
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {labels.length === 0 ? (
                  <DropdownMenuItem disabled>No labels yet</DropdownMenuItem>
                ) : null}
                {labels.map((label) => (
                  <DropdownMenuItem
                    key={label.id}
                    onSelect={() => run({ type: 'label', labelId: label.id })}
                  >
                    {label.name}
                  </DropdownMenuItem>
                ))}
                {labels.map((label) => (
                  <DropdownMenuItem
                    key={`remove-${label.id}`}
                    onSelect={() => run({ type: 'unlabel', labelId: label.id })}
                  >
                    Remove “{label.name}”
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <RunButton
              icon={EyeOff}
              label="Hide"
              onClick={() => run({ type: 'hide' })}
              disabled={bulk.isPending}
            />
            <RunButton
              icon={Eye}
              label="Unhide"
              onClick={() => run({ type: 'unhide' })}
              disabled={bulk.isPending}
            />
            {canDelete ? (
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    className="px-2.5 text-destructive sm:px-3"
                    disabled={bulk.isPending}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                }
                title={`Delete ${plural(count)}?`}
                description={`${plural(count)} and their replies will be deleted on Instagram and in Flock. This cannot be undone.`}
                confirmLabel={`Delete ${plural(count)}`}
                onConfirm={() => run({ type: 'delete' })}
              />
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  )
}

// The bar stays at the bottom of the screen while the list scrolls: the page keeps its height free
// below the cards (scroll padding), so a card the keyboard moves to, or one just selected, is
// scrolled clear of the bar rather than left under it (issue 29).
function useReservedSpace(bar: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const root = document.documentElement
    const reserve = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 16}px`
    }
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [bar, shown])
}

// On a phone Clear shows its icon only, so the count and "Select all" keep one line; the name
// stays for screen readers.
function ActionName({ children }: { children: string }) {
  return <span className="sr-only sm:not-sr-only">{children}</span>
}

// The list's filters as the API's inbox query names them, so "all matching" is what the list shows.
function bulkFilter(filters: InboxFilters): NonNullable<TBulkSelection['filter']> {
  const { organizationIds, accountIds, ...rest } = filters
  return {
    ...rest,
    organizationId: organizationIds.length ? organizationIds : undefined,
    accountId: accountIds.length ? accountIds : undefined,
  }
}

// One of the bar's actions that runs at a click, with its icon.
function RunButton({
  icon: Icon,
  label,
  variant = 'outline',
  onClick,
  disabled,
}: {
  icon: LucideIcon
  label: string
  variant?: 'default' | 'outline'
  onClick: () => void
  disabled: boolean
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      className="px-2.5 sm:px-3"
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden /> {label}
    </Button>
  )
}
