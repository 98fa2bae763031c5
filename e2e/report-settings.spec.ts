import type { TReportSettings } from '../common/src/schemas/report-settings'
import { expectNoAxeViolations } from './axe'
import { expect, signInAsAdmin, test } from './fixtures'

const SCREENSHOTS = '.tmp/screenshots'

// The agency's Owner (the first admin) sets the reports' response target in Flock, and the
// reports page counts with it at once, without a restart (decision 055). The settings are the
// whole agency's: the test puts back what it found, so the specs after it see the defaults.
for (const [width, hours] of [
  [1280, 3],
  [375, 6],
] as const) {
  test(`an Owner changes the response target at ${width} px and the reports use it`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width, height: 900 })
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const before = (await (
      await page.request.get('/api/settings/reports')
    ).json()) as TReportSettings
    try {
      if (width === 1280) {
        await page.getByRole('button', { name: 'Account menu' }).click()
        await page.getByRole('menuitem', { name: 'Report settings' }).click()
      } else {
        await page.goto('/settings/reports')
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Report settings' })).toBeVisible()
      await expect(page).toHaveTitle(/^Report settings · /)

      const target = page.getByLabel('Response target (hours)')
      await expect(target).toHaveValue(String(before.targetHours))
      // A target of 0 is refused by the server, and the form says why next to the field.
      await target.fill('0')
      await page.getByRole('button', { name: 'Save report settings' }).click()
      await expect(page.getByText('The response target must be more than 0 hours')).toBeVisible()
      await expect(target).toHaveAttribute('aria-invalid', 'true')

      await target.fill(String(hours))
      await page
        .getByRole('checkbox', { name: /E-mail each church's Owners its monthly report/ })
        .check()
      await page.getByRole('button', { name: 'Save report settings' }).click()
      await expect(page.getByText('Report settings saved')).toBeVisible()
      await expect(page.getByText(/Last changed just now by /)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.screenshot({ path: `${SCREENSHOTS}/report-settings-${width}.png`, fullPage: true })

      // The reports page counts "within" the new target, from its next report.
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/reports' && response.ok(),
      )
      await page.goto('/reports?period=7')
      expect(((await (await answer).json()) as { targetSeconds: number }).targetSeconds).toBe(
        hours * 3600,
      )
      await expect(page.getByText(`Answered within ${hours} h`)).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOTS}/report-settings-reports-${width}.png` })
    } finally {
      const restored = await page.request.put('/api/settings/reports', {
        data: { targetHours: before.targetHours, monthlyMail: before.monthlyMail },
      })
      expect(restored.status()).toBe(200)
    }
  })
}
