import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type InboxHotkeyHandlers, useInboxHotkeys } from './use-inbox-hotkeys'

function Inbox({ handlers, enabled }: { handlers: InboxHotkeyHandlers; enabled?: boolean }) {
  useInboxHotkeys(handlers, enabled)
  return (
    <div>
      <input aria-label="Search" />
      <textarea aria-label="Reply" />
      <input type="checkbox" aria-label="Select" />
      <button type="button">Open</button>
    </div>
  )
}

const handlersFor = () => ({
  j: vi.fn(),
  k: vi.fn(),
  Enter: vi.fn(),
  r: vi.fn(),
  e: vi.fn(),
  Escape: vi.fn(),
  '?': vi.fn(),
})

describe('useInboxHotkeys', () => {
  it('runs the action of each key pressed on the page', async () => {
    const handlers = handlersFor()
    render(<Inbox handlers={handlers} />)
    const user = userEvent.setup()
    await user.keyboard('jjk{Enter}re?{Escape}')
    expect(handlers.j).toHaveBeenCalledTimes(2)
    expect(handlers.k).toHaveBeenCalledTimes(1)
    expect(handlers.Enter).toHaveBeenCalledTimes(1)
    expect(handlers.r).toHaveBeenCalledTimes(1)
    expect(handlers.e).toHaveBeenCalledTimes(1)
    expect(handlers['?']).toHaveBeenCalledTimes(1)
    expect(handlers.Escape).toHaveBeenCalledTimes(1)
  })

  it('leaves letters typed into a text field, and Escape there, to the field', async () => {
    const handlers = handlersFor()
    render(<Inbox handlers={handlers} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search'), 'jerk?')
    await user.type(screen.getByLabelText('Reply'), 'jerk{Escape}')
    expect(screen.getByLabelText('Search')).toHaveValue('jerk?')
    expect(screen.getByLabelText('Reply')).toHaveValue('jerk')
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
  })

  it('still answers on a checkbox, but leaves Enter on a button to the button', async () => {
    const handlers = handlersFor()
    render(<Inbox handlers={handlers} />)
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Select'))
    await user.keyboard('j')
    expect(handlers.j).toHaveBeenCalledTimes(1)
    screen.getByRole('button', { name: 'Open' }).focus()
    await user.keyboard('{Enter}')
    expect(handlers.Enter).not.toHaveBeenCalled()
  })

  it('ignores keys with Ctrl, ⌘ or Alt, and everything while switched off', async () => {
    const handlers = handlersFor()
    const { rerender } = render(<Inbox handlers={handlers} />)
    const user = userEvent.setup()
    await user.keyboard('{Control>}r{/Control}{Meta>}j{/Meta}{Alt>}e{/Alt}')
    rerender(<Inbox handlers={handlers} enabled={false} />)
    await user.keyboard('jkre')
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled()
  })

  it('keeps its keys to itself while a dialog is open', async () => {
    const handlers = handlersFor()
    render(
      <>
        <Inbox handlers={handlers} />
        <div role="dialog" aria-label="Keyboard shortcuts" />
      </>,
    )
    await userEvent.setup().keyboard('j?')
    expect(handlers.j).not.toHaveBeenCalled()
    expect(handlers['?']).not.toHaveBeenCalled()
  })
})
