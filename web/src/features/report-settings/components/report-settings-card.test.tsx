import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { TReportSettings } from '@common/schemas/report-settings'
import { type ApiRequest, type ApiReply, startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { ReportSettingsCard } from './report-settings-card'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const defaults: TReportSettings = {
  targetHours: 4,
  monthlyMail: false,
  updatedAt: null,
  updatedBy: null,
}

// GET answers `stored`; PUT answers `onPut` (by default: saved as sent, by Olivia).
async function renderCard(
  canEdit: boolean,
  onPut: (request: ApiRequest) => ApiReply = (request) => ({
    status: 200,
    body: {
      ...(request.body as object),
      updatedAt: new Date().toISOString(),
      updatedBy: 'Olivia',
    },
  }),
) {
  const api = await startApiServer((request) =>
    request.method === 'PUT' ? onPut(request) : { status: 200, body: defaults },
  )
  close = api.close
  renderWithQueries(
    <>
      <ReportSettingsCard canEdit={canEdit} />
      <Toaster />
    </>,
  )
  return api
}

const puts = (api: Awaited<ReturnType<typeof renderCard>>) =>
  api.requests.filter((request) => request.method === 'PUT')

describe('the report settings card', () => {
  it("shows the server's defaults and saves a new target and the monthly e-mail", async () => {
    const api = await renderCard(true)
    const target = await screen.findByLabelText('Response target (hours)')
    expect(target).toHaveValue(4)
    expect(screen.getByText(/Not changed in Flock yet/)).toBeVisible()
    const mail = screen.getByRole('checkbox', {
      name: /E-mail each church's Owners its monthly report on the 1st/,
    })
    expect(mail).not.toBeChecked()

    await userEvent.clear(target)
    await userEvent.type(target, '2.5')
    await userEvent.click(mail)
    await userEvent.click(screen.getByRole('button', { name: 'Save report settings' }))

    await waitFor(() => expect(puts(api)).toHaveLength(1))
    expect(puts(api)[0]).toMatchObject({
      path: '/api/settings/reports',
      body: { targetHours: 2.5, monthlyMail: true },
    })
    expect(await screen.findByText('Report settings saved')).toBeVisible()
    expect(screen.getByText('Reports count comments answered within 2.5 h.')).toBeVisible()
    expect(await screen.findByText(/Last changed just now by Olivia/)).toBeVisible()
  })

  it("shows the server's refusal under the target, and sends an empty target as no number", async () => {
    const message = 'The response target must be a number of hours'
    const api = await renderCard(true, () => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: `targetHours: ${message}` },
    }))
    const target = await screen.findByLabelText('Response target (hours)')
    await userEvent.clear(target)
    await userEvent.click(screen.getByRole('button', { name: 'Save report settings' }))

    expect(await screen.findByText(message)).toBeVisible()
    expect(target).toHaveAttribute('aria-invalid', 'true')
    expect(target).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(puts(api)[0]!.body).toEqual({ targetHours: null, monthlyMail: false })
  })

  it('lets an Admin read the settings but not change them', async () => {
    await renderCard(false)
    expect(await screen.findByLabelText('Response target (hours)')).toBeDisabled()
    expect(screen.getByRole('checkbox')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save report settings' })).toBeNull()
    expect(screen.getByText('Only Owners can change these settings.')).toBeVisible()
  })
})
