import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { BulkAssign } from './bulk-assign'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function renderAssign() {
  const api = await startApiServer((request) => {
    if (request.path === '/api/me')
      return { status: 200, body: { user: { id: 'u-me', name: 'Sam' }, can: {} } }
    if (request.path.startsWith('/api/team/assignees'))
      return {
        status: 200,
        body: {
          items: [{ id: 'u-ruth', name: 'Ruth Agent', email: 'ruth@agency.test' }],
          nextCursor: null,
        },
      }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }
  })
  close = api.close
  const onAssign = vi.fn()
  renderWithQueries(<BulkAssign disabled={false} onAssign={onAssign} />)
  return { api, onAssign }
}

describe("the bulk bar's Assign", () => {
  it('searches the team and assigns the selection to the teammate picked', async () => {
    const { api, onAssign } = await renderAssign()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    const box = screen.getByRole('combobox', { name: 'Assign the selected comments to' })
    expect(box).toHaveFocus()
    await user.type(box, 'ru')
    await waitFor(() =>
      expect(api.requests.some((request) => request.path.includes('search=ru'))).toBe(true),
    )
    await user.click(await screen.findByRole('option', { name: /Ruth Agent/ }))
    expect(onAssign).toHaveBeenCalledWith('u-ruth')
    expect(screen.getByRole('button', { name: 'Assign' })).toBeVisible()
  })

  it('offers me and Unassign first, and Escape puts the search away', async () => {
    const { onAssign } = await renderAssign()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    expect(await screen.findByRole('option', { name: 'Assign to me' })).toBeVisible()
    await user.click(screen.getByRole('option', { name: 'Unassign' }))
    expect(onAssign).toHaveBeenCalledWith(null)
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    await user.keyboard('{Escape}{Escape}')
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(onAssign).toHaveBeenCalledTimes(1)
  })
})
