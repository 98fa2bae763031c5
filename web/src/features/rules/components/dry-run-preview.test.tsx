import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { TDryRunResult } from '@common/schemas/rules'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { DryRunPreview } from './dry-run-preview'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const example = {
  id: 'c1',
  username: 'maria',
  text: 'Amen, see you Sunday',
  commentedAt: new Date().toISOString(),
  accountUsername: 'gracechapel',
}

async function preview(result: TDryRunResult) {
  const api = await startApiServer(() => ({ status: 200, body: result }))
  close = api.close
  renderWithQueries(<DryRunPreview organizationIds={[]} conditions={{ words: ['amen'] }} />)
  await userEvent.click(screen.getByRole('button', { name: 'Preview matches' }))
  return screen.findByTestId('dry-run-count')
}

describe('the rule preview', () => {
  it('gives an exact count as it is', async () => {
    const count = await preview({
      days: 30,
      scanned: 4310,
      matched: 12,
      estimatedFrom: null,
      examples: [example],
    })
    expect(count).toHaveTextContent('Would have matched 12 of 4,310 comments in the last 30 days.')
    expect(screen.queryByTestId('dry-run-estimate')).toBeNull()
    expect(screen.getByText('Amen, see you Sunday')).toBeVisible()
  })

  it('says a broad rule’s count is an estimate, and from what', async () => {
    const count = await preview({
      days: 30,
      scanned: 478_018,
      matched: 268_000,
      estimatedFrom: { sampled: 20_000, matched: 11_196 },
      examples: [example],
    })
    expect(count).toHaveTextContent(
      'Would have matched about 268,000 of 478,018 comments in the last 30 days.',
    )
    expect(screen.getByTestId('dry-run-estimate')).toHaveTextContent(
      'A broad rule: 11,196 of the newest 20,000 comments (56.0%) match, and the count is estimated from them.',
    )
  })
})
