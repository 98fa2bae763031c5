import { ADMIN } from './settings'
import { expect, loginAsClient, registerChurch, test, uniqueChurch } from './fixtures'
import { closeToast } from './toasts'

test.describe('client sign-in on /login', () => {
  test('registering a church lands on /portal showing "{organization} Portal"', async ({
    page,
  }) => {
    const church = await registerChurch(page)
    await expect(
      page.getByRole('heading', { level: 1, name: `${church.organizationName} Portal` }),
    ).toBeVisible()
    await expect(page.getByText('Registration successful')).toBeVisible()
  })

  test('Register with mismatched passwords says "Passwords do not match" and stays on /login', async ({
    page,
  }) => {
    const church = uniqueChurch()
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Register' }).click()
    await page.getByLabel('Your Name').fill(church.name)
    await page.getByLabel('Email').fill(church.email)
    await page.getByLabel('Organization Name').fill(church.organizationName)
    await page.getByLabel('Password', { exact: true }).fill(church.password)
    await page.getByLabel('Confirm Password').fill(`${church.password}-typo`)
    await page.getByRole('button', { name: 'Create Account' }).click()

    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('registering the same organization name with other case and punctuation is refused', async ({
    page,
  }) => {
    const first = await registerChurch(page)
    await page.context().clearCookies()

    const second = uniqueChurch()
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Register' }).click()
    await page.getByLabel('Your Name').fill(second.name)
    await page.getByLabel('Email').fill(second.email)
    await page.getByLabel('Organization Name').fill(`${first.organizationName.toLowerCase()}!`)
    await page.getByLabel('Password', { exact: true }).fill(second.password)
    await page.getByLabel('Confirm Password').fill(second.password)
    await page.getByRole('button', { name: 'Create Account' }).click()

    await expect(page.getByRole('alert').filter({ hasText: 'already registered' })).toBeVisible()
    await expect(page.getByText('Registration failed')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('login with the right password goes to /portal with toast "Login successful"', async ({
    page,
  }) => {
    const church = await registerChurch(page)
    await page.context().clearCookies()

    await loginAsClient(page, church.email, church.password)
    await expect(page).toHaveURL(/\/portal$/)
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1, name: `${church.organizationName} Portal` }),
    ).toBeVisible()
  })

  test('login with a wrong password shows an error and stays on /login', async ({ page }) => {
    const church = await registerChurch(page)
    await page.context().clearCookies()

    await loginAsClient(page, church.email, 'Not-The-Right-Password-9')
    await expect(
      page.getByRole('alert').filter({ hasText: /invalid email or password/i }),
    ).toBeVisible()
    await expect(page.getByText('Login failed')).toBeVisible()
    // Said once: in the alert, not also in a toast.
    await expect(page.getByText(/invalid email or password/i)).toHaveCount(1)
    await expect(page.getByRole('listitem').filter({ hasText: 'Login failed' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/login$/)

    // Still signed out: the client area sends the visitor back to /login.
    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('Sign Out in the avatar dropdown goes to /login with toast "Logout successful"', async ({
    page,
  }) => {
    await registerChurch(page)
    await closeToast(page, 'Registration successful')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()

    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Logout successful')).toBeVisible()

    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('after Sign Out the header shows the signed-out state (no avatar, no Your Portal)', async ({
    page,
  }) => {
    await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Logout successful')).toBeVisible()

    // Without reloading the page, the header must forget the user who just signed out.
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Your Portal' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: 'Notifications' })).toHaveCount(0)
  })

  test('after one client signs out and another registers, the account menu shows the new email', async ({
    page,
  }) => {
    const first = await registerChurch(page)
    await closeToast(page, 'Registration successful')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await closeToast(page, 'Logout successful')

    // The next person at the same browser tab registers without a reload.
    const second = uniqueChurch()
    await page.getByRole('tab', { name: 'Register' }).click()
    await page.getByLabel('Your Name').fill(second.name)
    await page.getByLabel('Email').fill(second.email)
    await page.getByLabel('Organization Name').fill(second.organizationName)
    await page.getByLabel('Password', { exact: true }).fill(second.password)
    await page.getByLabel('Confirm Password').fill(second.password)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/portal$/)
    await expect(
      page.getByRole('heading', { level: 1, name: `${second.organizationName} Portal` }),
    ).toBeVisible()
    await closeToast(page, 'Registration successful')

    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(second.email, { exact: true })).toBeVisible()
    await expect(menu.getByText(first.email, { exact: true })).toHaveCount(0)
  })

  test('a signed-in client visiting /login is redirected to /portal', async ({ page }) => {
    const church = await registerChurch(page)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/portal$/)
    await expect(
      page.getByRole('heading', { level: 1, name: `${church.organizationName} Portal` }),
    ).toBeVisible()
  })

  test('an admin on /login is refused with "Please use admin login page" and signed out', async ({
    page,
  }) => {
    await loginAsClient(page, ADMIN.email, ADMIN.password)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please use admin login page' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)

    // A signed-in admin would be sent from /portal to /dashboard; a signed-out visitor to /login.
    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
  })
})
