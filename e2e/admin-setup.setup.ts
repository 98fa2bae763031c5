import { ADMIN, ADMIN_STATE } from './settings'
import { expect, loginAsAdmin, readSetupCode, test } from './fixtures'

test('a fresh install has no admin: /admin-login says so and /create-admin creates one', async ({
  page,
}) => {
  await page.goto('/admin-login')
  // The run's first page: the server has served nothing yet, so it gets longer than the rest.
  await expect(page.getByText('Admin account not ready')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.goto('/create-admin')
  await page.getByLabel('Setup code').fill('WRONG-CODE-0000')
  await page.getByLabel('Your name').fill(ADMIN.name)
  await page.getByLabel('Admin email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByLabel('Confirm password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Create Admin Account' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText(
    'That setup code is not valid',
  )

  await page.getByLabel('Setup code').fill(await readSetupCode())
  await page.getByRole('button', { name: 'Create Admin Account' }).click()
  await expect(page.getByText('Admin account ready')).toBeVisible()
  await expect(page.getByText('You can now log in with the admin credentials')).toBeVisible()
  await page.getByRole('link', { name: 'Go to Admin Login' }).click()
  await expect(page).toHaveURL(/\/admin-login$/)
  await expect(page.getByText('Admin account not ready')).toHaveCount(0)

  await loginAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  // Signed in once for the whole run: the tests that need an admin start from this session.
  await page.context().storageState({ path: ADMIN_STATE })

  await page.goto('/create-admin')
  await expect(page).toHaveURL(/\/dashboard$/)
})
