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

// The inbox's shortcuts, opened with `?` or this button.
export function KeyboardHelp({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Keyboard aria-hidden /> Keyboard shortcuts
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
