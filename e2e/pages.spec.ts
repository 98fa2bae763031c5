import type { Locator, Page } from '@playwright/test'
import { expect, registerChurch, test } from './fixtures'

const PRIVACY_SECTIONS = [
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
  'Changes to This Privacy Policy',
  'Contact Us',
]

// Presses Tab until `target` has focus; false if it never does within `limit` presses.
async function tabTo(page: Page, target: Locator, limit = 25): Promise<boolean> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return true
  }
  return false
}

test.describe('public pages', () => {
  test('/ shows the agency, the two sign-in cards and the footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Flock' })).toBeVisible()
    await expect(page.getByText(/Instagram accounts and engagement/)).toBeVisible()

    const main = page.getByRole('main')
    const client = main.getByRole('link', { name: /Client Login/ })
    await expect(client).toHaveAttribute('href', '/login')
    const admin = main.getByRole('link', { name: /Admin Login/ })
    await expect(admin).toHaveAttribute('href', '/admin-login')

    // The footer sits inside <main>, so it is not a contentinfo landmark.
    await expect(main.getByText(/^© 2025\b/)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )

    await client.click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goBack()
    await admin.click()
    await expect(page).toHaveURL(/\/admin-login$/)
  })

  test('/login shows the Client Portal card, its tabs and footer links', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible()
    await expect(page.getByText('Connect and manage your Instagram accounts')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Login', 'Register'])
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Register' }).click()
    await expect(page.getByLabel('Organization Name')).toBeVisible()
    await expect(page.getByLabel('Confirm Password')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    )
  })

  test('/admin-login shows its form and links, and no setup notice once an admin exists', async ({
    page,
  }) => {
    await page.goto('/admin-login')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
    await expect(page.getByText('Admin account not ready')).toHaveCount(0)

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Create Admin Account' })).toHaveAttribute(
      'href',
      '/create-admin',
    )
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Client Login' })).toHaveAttribute('href', '/login')
  })

  test('/create-admin says an admin already exists and links to admin login', async ({ page }) => {
    await page.goto('/create-admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Admin Account' }),
    ).toBeVisible()
    await expect(page.getByText('An admin account already exists')).toBeVisible()
    await expect(page.getByLabel('Setup code')).toHaveCount(0)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Admin Login', exact: true })).toHaveAttribute(
      'href',
      '/admin-login',
    )
    await main.getByRole('link', { name: 'Go to Admin Login' }).click()
    await expect(page).toHaveURL(/\/admin-login$/)
  })

  test('/privacy-policy lists the eight sections in order, its date and Back to Home', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByText('Last updated: November 28, 2026')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      PRIVACY_SECTIONS,
    )
    for (const section of PRIVACY_SECTIONS) {
      await expect(page.getByRole('region', { name: section })).toBeVisible()
    }
    const back = page.getByRole('link', { name: 'Back to Home' }).first()
    await expect(back).toHaveAttribute('href', '/')
    await back.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('/terms shows the Terms of Service with Back to Home', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    await expect(page.getByText(/^Last updated: /)).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' }).first()).toHaveAttribute(
      'href',
      '/',
    )
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  test('on /login the keyboard reaches the email field and the Login button', async ({ page }) => {
    const church = await registerChurch(page)
    await page.context().clearCookies()

    await page.goto('/login')
    // The prerendered page takes no focus until the app has taken it over (decision 061).
    await expect(page.locator('#root')).not.toHaveAttribute('inert')
    const email = page.getByLabel('Email')
    expect(await tabTo(page, email), 'Tab reaches the email field').toBe(true)
    await page.keyboard.type(church.email)

    const password = page.getByLabel('Password')
    expect(await tabTo(page, password, 3), 'Tab reaches the password field').toBe(true)
    await page.keyboard.type(church.password)

    const login = page.getByRole('button', { name: 'Login', exact: true })
    expect(await tabTo(page, login, 3), 'Tab reaches the Login button').toBe(true)
    await expect(login).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/portal$/)
  })
})
