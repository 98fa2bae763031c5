import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SavedReplyForm } from './saved-reply-form'

describe('the saved reply editor', () => {
  it('previews the text filled for an example church, with one @ before the commenter', async () => {
    render(<SavedReplyForm pending={false} submitLabel="Save" onSubmit={() => {}} />)
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull()
    await userEvent.type(
      screen.getByLabelText('Text'),
      'Hi @{{commenter.username}! See you at {{church.name}.',
    )
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(within(preview).getByText('Hi @sunday.question! See you at Grace Chapel.')).toBeVisible()
  })
})
