import { expect, registerChurch, test } from './fixtures'

// A church's Owner sets its business hours on the portal, one of them past midnight, and finds
// them there after a reload.
for (const width of [1280, 375]) {
  test(`a church's Owner sets its business hours at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await registerChurch(page)
    const card = page.getByRole('form', { name: 'Business hours' })
    await card.getByLabel('Count response times in business hours only').check()
    await card.getByLabel('Time zone').selectOption('Europe/London')
    // Friday's hours run from 18:00 to 01:00 on Saturday.
    await card.getByLabel('Opens, Fri 09:00–17:00').fill('18:00')
    await card.getByLabel('Closes, Fri 18:00–17:00 (next day)').fill('01:00')
    await card.getByRole('button', { name: 'Save business hours' }).click()
    await expect(page.getByText('Business hours saved')).toBeVisible()
    await card.screenshot({ path: `test-results/business-hours-${width}.png` })

    await page.reload()
    const saved = page.getByRole('form', { name: 'Business hours' })
    await expect(saved.getByLabel('Count response times in business hours only')).toBeChecked()
    await expect(saved.getByLabel('Time zone')).toHaveValue('Europe/London')
    await expect(saved.getByLabel('Closes, Fri 18:00–01:00 (next day)')).toHaveValue('01:00')
    await expect(saved.getByRole('button', { name: /^Remove / })).toHaveCount(5)
  })
}
