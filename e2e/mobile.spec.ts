import path from 'node:path'
import { E2E_DIR } from './settings'
import { expect, loginAsAdmin, registerChurch, test } from './fixtures'
import { closeToast } from './toasts'

const SCREENS = path.join(E2E_DIR, 'screens')

test.use({ viewport: { width: 375, height: 812 } })

test.describe('mobile layout at 375 px', () => {
  test('signed out, the menu button reveals Client Login and Admin Login', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)

    const open = header.getByRole('button', { name: 'Open menu' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const menu = header.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText(['Client Login', 'Admin Login'])
    await menu.getByRole('link', { name: 'Admin Login' }).click()
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(menu).toHaveCount(0)
  })

  test('as admin, the desktop nav is hidden and the menu lists the admin links and Logout', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await closeToast(page, 'Admin login successful')
    const header = page.getByRole('banner')

    // The desktop navigation, badge and avatar are hidden at this width.
    await expect(header.getByRole('navigation', { name: 'Admin' })).toBeHidden()
    await expect(header.getByText('Admin', { exact: true })).toBeHidden()
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeHidden()

    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = header.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Organizations',
      'Accounts',
      'Comments',
      'Calendar',
      'Reports',
      'Account',
      'Saved replies',
      'Moderation rules',
      // The admin here is the agency's first, an Owner: reports, the team, the report settings,
      // the outbox and the backups are theirs.
      'Team',
      'Report settings',
      'Outbox',
      'Backups',
    ])
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await expect(menu).toHaveCount(0)
  })

  test('as admin, mobile-menu Logout signs out to /login with toast "Logout successful"', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await closeToast(page, 'Admin login successful')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Open menu' }).click()
    await header
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Logout' })
      .click()

    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Logout successful')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/admin-login$/)
  })

  test('as a client, the desktop links are hidden and the menu lists Your Portal, Account and Logout', async ({
    page,
  }) => {
    await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Your Portal' })).toBeHidden()
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeHidden()

    await header.getByRole('button', { name: 'Open menu' }).click()
    const menu = header.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText(['Your Portal', 'Account'])
    await expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/settings/account',
    )
    await expect(menu.getByRole('link', { name: 'Your Portal' })).toHaveAttribute('href', '/portal')
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  test('as a client, mobile-menu Logout signs out to /login with toast "Logout successful"', async ({
    page,
  }) => {
    await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Open menu' }).click()
    await header
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Logout' })
      .click()

    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Logout successful')).toBeVisible()
    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('screenshots of /login and /portal at 375 px (for humans)', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible()
    await page.screenshot({ path: path.join(SCREENS, 'login-375.png'), fullPage: true })

    const church = await registerChurch(page)
    await expect(
      page.getByRole('heading', { level: 1, name: `${church.organizationName} Portal` }),
    ).toBeVisible()
    await closeToast(page, 'Registration successful')
    await expect(page.getByRole('link', { name: 'Download Our Data' })).toBeVisible()
    await page.screenshot({ path: path.join(SCREENS, 'portal-375.png'), fullPage: true })
    // The portal's buttons wrap instead of pushing the page sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})
