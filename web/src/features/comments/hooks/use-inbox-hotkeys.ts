import { useEffect, useRef } from 'react'

// The inbox's single-key shortcuts. `label` is what the help dialog (press ?) lists.
export const INBOX_HOTKEYS = [
  { key: 'j', label: 'Next comment' },
  { key: 'k', label: 'Previous comment' },
  { key: 'Enter', label: 'Open the comment' },
  { key: 'r', label: 'Reply' },
  { key: 'p', label: 'Reply privately' },
  { key: 'e', label: 'Mark done, or reopen' },
  { key: 'h', label: 'Hide or unhide' },
  { key: 'a', label: 'Assign' },
  { key: 'l', label: 'Label' },
  { key: 'x', label: 'Select' },
  { key: 'Escape', label: 'Close the reply or the comment' },
  { key: '?', label: 'Show these shortcuts' },
] as const

export type InboxHotkey = (typeof INBOX_HOTKEYS)[number]['key']
export type InboxHotkeyHandlers = Partial<Record<InboxHotkey, () => void>>

// Where typed letters belong to the text, not to a shortcut.
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type)
}

// Listens on the whole document while mounted. Keys with Ctrl, ⌘ or Alt are left to the browser
// and to the reply box (Ctrl/⌘+Enter sends); Enter on a button or link keeps its own meaning;
// Escape while typing is the text box's own.
export function useInboxHotkeys(handlers: InboxHotkeyHandlers, enabled = true) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target)) return
      // An open dialog (the shortcut list, a confirmation) keeps its keys to itself.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      const key = event.key as InboxHotkey
      if (key === 'Enter' && event.target instanceof HTMLElement) {
        if (event.target.closest('button, a, [role="button"], [role="tab"]')) return
      }
      const handler = latest.current[key]
      if (!handler) return
      event.preventDefault()
      handler()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
