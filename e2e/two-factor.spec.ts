import type { Browser, Page } from '@playwright/test'
import { totp, wrongCode } from '../server/test/totp'
import {
  expect,
  loginAsAdmin,
  loginAsClient,
  registerChurch,
  signInAsAdmin,
  test,
} from './fixtures'
import { PASSWORD } from './settings'

// Two-factor sign-in in the browser, with the codes an authenticator app would show worked out
// here from the key the page shows (RFC 6238, server/test/totp.ts).

// Sets it up from /settings/account as a person would; returns the key and the recovery codes.
async function setUpTwoFactor(page: Page, password: string) {
  await page.goto('/settings/account')
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await page.getByLabel('Your password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  const shown = await page.getByTestId('two-factor-secret').textContent()
  const secret = (shown ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)

  await page.getByLabel('Code from the app').fill(wrongCode(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText(/That code is not right/)).toBeVisible()

  await page.getByLabel('Code from the app').fill(totp(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText('Save your recovery codes now')).toBeVisible()
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes).toHaveLength(10)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download recovery codes' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('flock-recovery-codes.txt')
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible()
  return { secret, codes }
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return { page: await context.newPage(), close: () => context.close() }
}

test('a church Owner sets up two-factor sign-in and signs in with a code, then a recovery code once', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const church = await registerChurch(page)
  const { secret, codes } = await setUpTwoFactor(page, church.password)

  const phone = await freshPage(browser)
  await loginAsClient(phone.page, church.email)
  await expect(phone.page.getByLabel('Authentication code')).toBeVisible()
  await expect(phone.page).toHaveURL(/\/login$/)
  await phone.page.getByLabel('Authentication code').fill(wrongCode(secret))
  await phone.page.getByRole('button', { name: 'Verify' }).click()
  await expect(phone.page.getByText(/That code is not right/)).toBeVisible()
  await phone.page.getByLabel('Authentication code').fill(totp(secret))
  await phone.page.getByRole('button', { name: 'Verify' }).click()
  await expect(phone.page).toHaveURL(/\/portal$/)
  await phone.close()

  const laptop = await freshPage(browser)
  await loginAsClient(laptop.page, church.email)
  await laptop.page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await laptop.page.getByLabel('Recovery code').fill(codes[0]!)
  await laptop.page.getByRole('button', { name: 'Verify' }).click()
  await expect(laptop.page).toHaveURL(/\/portal$/)
  await laptop.close()

  const again = await freshPage(browser)
  await loginAsClient(again.page, church.email)
  await again.page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await again.page.getByLabel('Recovery code').fill(codes[0]!)
  await again.page.getByRole('button', { name: 'Verify' }).click()
  await expect(again.page.getByText(/recovery code is not right, or it was used/)).toBeVisible()
  await expect(again.page).toHaveURL(/\/login$/)
  await again.close()

  // Turning it off asks for the password.
  await page.getByRole('button', { name: 'Turn off' }).click()
  await page.getByLabel('Your password').fill('not my password')
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(page.getByText('That password is not right.')).toBeVisible()
  await page.getByLabel('Your password').fill(church.password)
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible()
})

test('an invited Admin signs in to the agency with a code, and the Owner resets it from the team page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `admin-${Date.now().toString(36)}@agency.test`
  await signInAsAdmin(page)
  await page.goto('/settings/team')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('admin')
  await page.getByRole('button', { name: 'Invite teammate' }).click()
  await page.goto('/settings/outbox')
  const link = await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: /\/invitations\// })
    .getAttribute('href')

  const invited = await freshPage(browser)
  await invited.page.goto(link!)
  await invited.page.getByLabel('Your name').fill('Ada Admin')
  await invited.page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await invited.page.getByLabel('Confirm password').fill(PASSWORD)
  await invited.page.getByRole('button', { name: 'Join' }).click()
  await expect(invited.page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  const { secret } = await setUpTwoFactor(invited.page, PASSWORD)
  await invited.close()

  const next = await freshPage(browser)
  await loginAsAdmin(next.page, { email, password: PASSWORD })
  await next.page.getByLabel('Authentication code').fill(totp(secret))
  await next.page.getByRole('button', { name: 'Verify' }).click()
  await expect(next.page).toHaveURL(/\/dashboard$/)
  await next.close()

  await page.goto('/settings/team')
  const row = page.getByRole('list', { name: 'Teammates' }).getByRole('listitem').filter({
    hasText: email,
  })
  await expect(row.getByText('Two-factor on')).toBeVisible()
  await row.getByRole('button', { name: 'Reset two-factor sign-in of Ada Admin' }).click()
  await page.getByRole('button', { name: 'Reset two-factor', exact: true }).click()
  await expect(row.getByText('Two-factor off')).toBeVisible()

  // The teammate is told, and their password alone signs them in again.
  await page.goto('/settings/outbox')
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: email })
      .getByText(/two-factor sign-in was reset/),
  ).toBeVisible()
  const after = await freshPage(browser)
  await loginAsAdmin(after.page, { email, password: PASSWORD })
  await expect(after.page).toHaveURL(/\/dashboard$/)
  await after.close()
})
