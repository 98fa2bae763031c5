import { Keyboard } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { INBOX_HOTKEYS } from '../hooks/use-inbox-hotkeys'

const KEY_NAMES: Record<string, string> = { Enter: 'Enter', Escape: 'Esc' }

// The inbox's shortcuts, opened with `?` or this button: an icon beside the search, named for
// screen readers and on hover, so it takes no row of its own.
export function KeyboardHelp({
  open,
  onOpenChange,
  className,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  className?: string
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
        >
          <Keyboard aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Keys work anywhere in the inbox except while typing. Every action is also a button you
            can reach with Tab.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {INBOX_HOTKEYS.map((hotkey) => (
            <div key={hotkey.key} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                  {KEY_NAMES[hotkey.key] ?? hotkey.key}
                </kbd>
              </dt>
              <dd>{hotkey.label}</dd>
            </div>
          ))}
          <div className="contents">
            <dt>
              <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                Ctrl/⌘ + Enter
              </kbd>
            </dt>
            <dd>Send the reply</dd>
          </div>
        </dl>
      </DialogContent>
    </Dialog>
  )
}
