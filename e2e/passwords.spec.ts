import { PASSWORD_MESSAGES } from '../common/src/password-policy'
import { expect, test, uniqueChurch } from './fixtures'

// The register form says what is wrong with a weak password before anything is sent.
for (const [password, message] of [
  ['        ', PASSWORD_MESSAGES.blank],
  ['short', PASSWORD_MESSAGES.tooShort],
  ['Password123', PASSWORD_MESSAGES.common],
] as const) {
  test(`registering with ${JSON.stringify(password)} is refused: ${message.split('.')[0]}`, async ({
    page,
  }) => {
    const church = uniqueChurch()
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Register' }).click()
    await page.getByLabel('Your Name').fill(church.name)
    await page.getByLabel('Email').fill(church.email)
    await page.getByLabel('Organization Name').fill(church.organizationName)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm Password').fill(password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText(message)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })
}
