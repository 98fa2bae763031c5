import { expect, loginAsClient, registerChurch, signInAsAdmin, test } from './fixtures'

const NEW_PASSWORD = 'three quiet lanterns'

// A church that forgot its password, on a Flock with no mail server: the reset link waits in the
// outbox, the agency passes it on, and the church chooses a new password with it.
test('a forgotten password is reset with the link from the outbox', async ({ page, browser }) => {
  const setup = await browser.newContext()
  const church = await registerChurch(await setup.newPage())
  await setup.close()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page).toHaveTitle('Forgot Password · Flock')
  await page.getByLabel('Email').fill(church.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Check your e-mail')).toBeVisible()

  const agency = await browser.newContext()
  const admin = await agency.newPage()
  await signInAsAdmin(admin)
  await expect(admin).toHaveURL(/\/dashboard$/)
  await admin.goto('/settings/outbox')
  await expect(admin.getByText('Flock sends no e-mail yet')).toBeVisible()
  const message = admin.getByRole('listitem').filter({ hasText: church.email })
  await expect(message.getByRole('heading', { name: 'Reset your Flock password' })).toBeVisible()
  await expect(message.getByText('Not sent: kept here')).toBeVisible()
  const link = await message
    .getByRole('link', { name: /\/reset-password\?token=/ })
    .getAttribute('href')
  await agency.close()

  const visitor = await browser.newContext()
  const reset = await visitor.newPage()
  await reset.goto(link!)
  await expect(reset).toHaveTitle('Reset Password · Flock')
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await reset.getByRole('button', { name: 'Set new password' }).click()
  await expect(reset.getByText('Password changed')).toBeVisible()

  // The link worked once.
  await reset.goto(link!)
  await expect(
    reset.getByText('This reset link has expired or was already used. Ask for a new one.'),
  ).toBeVisible()
  await expect(reset.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
  await visitor.close()

  await loginAsClient(page, church.email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/portal$/)
})
