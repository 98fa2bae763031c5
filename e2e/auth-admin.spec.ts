import { ADMIN } from './settings'
import { expect, loginAsAdmin, registerChurch, test } from './fixtures'
import { closeToast } from './toasts'

// The agency's Owner also reads reports (decision 035: Owners and Admins).
const ADMIN_LINKS = ['Dashboard', 'Organizations', 'Accounts', 'Comments', 'Calendar', 'Reports']

test.describe('admin sign-in on /admin-login', () => {
  test('an empty submit says "Email and password are required"', async ({ page }) => {
    await page.goto('/admin-login')
    await expect(page.getByLabel('Email')).toHaveValue('')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email and password are required' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin-login$/)

    // Either field alone is not enough.
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Email and password are required' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin-login$/)
  })

  test('a client on /admin-login is refused with "Not authorized as admin" and signed out', async ({
    page,
  }) => {
    const church = await registerChurch(page)
    await page.context().clearCookies()

    await loginAsAdmin(page, { email: church.email, password: church.password })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not authorized as admin' }),
    ).toBeVisible()
    await expect(page.getByText('Admin login failed')).toBeVisible()
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)

    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('admin login goes to /dashboard with the Admin badge and the admin navigation', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Admin login successful')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    const header = page.getByRole('banner')
    await expect(header.getByText('Admin', { exact: true })).toBeVisible()
    const nav = header.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link')).toHaveText(ADMIN_LINKS)
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    await expect(nav.getByRole('link', { name: 'Organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    )
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts')
    await expect(nav.getByRole('link', { name: 'Comments' })).toHaveAttribute('href', '/comments')
    // Clients' "Your Portal" button is not offered to admins.
    await expect(header.getByRole('link', { name: 'Your Portal' })).toHaveCount(0)
  })

  test('a signed-in admin visiting /admin-login or /login is redirected to /dashboard', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/admin-login')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
    // The client area is not for admins either.
    await page.goto('/portal')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the brand link goes to /dashboard for admins', async ({ page }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/privacy-policy')
    const brand = page.getByRole('banner').getByRole('link', { name: 'Flock' })
    await expect(brand).toHaveAttribute('href', '/dashboard')
    await brand.click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the brand link goes to / when signed out and for clients', async ({ page }) => {
    await page.goto('/privacy-policy')
    const brand = page.getByRole('banner').getByRole('link', { name: 'Flock' })
    await expect(brand).toHaveAttribute('href', '/')
    await brand.click()
    await expect(page).toHaveURL(/\/$/)

    await registerChurch(page)
    await expect(brand).toHaveAttribute('href', '/')
    await brand.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the avatar shows the upper-cased first letter of the email; its menu the email and "Administrator"', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await closeToast(page, 'Admin login successful')

    const avatar = page.getByRole('button', { name: 'Account menu' })
    await expect(avatar).toHaveText(ADMIN.email.charAt(0).toUpperCase())
    await avatar.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(ADMIN.email, { exact: true })).toBeVisible()
    await expect(menu.getByText('Administrator', { exact: true })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  })

  test('a client avatar menu shows the email without "Administrator"', async ({ page }) => {
    const church = await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const avatar = page.getByRole('button', { name: 'Account menu' })
    await expect(avatar).toHaveText(church.email.charAt(0).toUpperCase())
    await avatar.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(church.email, { exact: true })).toBeVisible()
    await expect(menu.getByText('Administrator')).toHaveCount(0)
    await expect(menu.getByRole('menuitem', { name: 'Your Portal' })).toHaveAttribute(
      'href',
      '/portal',
    )
  })
})
