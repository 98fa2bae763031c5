import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { apiError } from '@/lib/api-client'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { RuleForm } from './rule-form'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const EMPTY_PAGE = { items: [], nextCursor: null }

describe('the New rule form', () => {
  it('starts with nothing ticked, so a rule does only what its author chose', async () => {
    const api = await startApiServer((request) =>
      request.path.endsWith('/dry-run')
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'A rule needs at least one condition, or it would act on every comment',
            },
          }
        : { status: 200, body: EMPTY_PAGE },
    )
    close = api.close
    renderWithQueries(<RuleForm pending={false} submitLabel="Create rule" onSubmit={() => {}} />)
    expect(screen.getByRole('checkbox', { name: 'Hide it on Instagram' })).not.toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'contains any of these words or phrases' }),
    ).not.toBeChecked()
    expect(screen.queryByRole('textbox', { name: 'Words or phrases, one a line' })).toBeNull()
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).not.toBeChecked()
  })

  it('shows a refusal without the field key the API names', async () => {
    const api = await startApiServer((request) =>
      request.path.endsWith('/dry-run')
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message:
                'conditions.words: The word list is empty: add at least one word or phrase, or turn the condition off',
            },
          }
        : { status: 200, body: EMPTY_PAGE },
    )
    close = api.close
    renderWithQueries(<RuleForm pending={false} submitLabel="Create rule" onSubmit={() => {}} />)
    await userEvent.click(screen.getByRole('checkbox', { name: /contains any of these words/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Preview matches' }))
    expect(
      await screen.findByText(
        'The word list is empty: add at least one word or phrase, or turn the condition off',
      ),
    ).toBeVisible()
    expect(screen.queryByText(/conditions\.words/)).toBeNull()
  })
})

describe("the rule form's Assign to", () => {
  it('lists teammates by name, with the e-mail beside a name two of them share', async () => {
    const teammates = [
      { id: 'a1', name: 'Ruth Mensah', email: 'ruth@grace.example' },
      { id: 'a2', name: 'Ruth Mensah', email: 'ruth.m@grace.example' },
      { id: 'a3', name: 'Sam Rivers', email: 'sam@grace.example' },
    ]
    const api = await startApiServer((request) =>
      request.path === '/api/team/assignees'
        ? { status: 200, body: { items: teammates, nextCursor: null } }
        : { status: 200, body: EMPTY_PAGE },
    )
    close = api.close
    renderWithQueries(<RuleForm pending={false} submitLabel="Create rule" onSubmit={() => {}} />)
    const assignTo = screen.getByRole('combobox', { name: 'Assign to' })
    await screen.findByRole('option', { name: /Sam Rivers/ })
    const options = [...assignTo.querySelectorAll('option')].map((option) => option.textContent)
    expect(options).toEqual([
      'Nobody',
      'Assign to Ruth Mensah (ruth@grace.example)',
      'Assign to Ruth Mensah (ruth.m@grace.example)',
      'Assign to Sam Rivers',
    ])
  })
})

describe('validation refusals', () => {
  it('reach people without the field key (the team page\'s "email: …" too)', () => {
    const refusal = apiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'email: Please enter a valid email address',
    })
    expect(refusal.message).toBe('Please enter a valid email address')
    // Other errors keep their message as it is.
    expect(apiError(409, { code: 'EMAIL_TAKEN', message: 'email: taken' }).message).toBe(
      'email: taken',
    )
  })
})
