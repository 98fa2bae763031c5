import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { connectSimAccount, createSimAccount } from './instagram'

// Admin pages follow what churches do, without a reload: events travel from the client's
// request through PostgreSQL NOTIFY and the admin's event stream.
test('an admin sees a church edit its details and connect an account within 2 s', async ({
  browser,
  page,
}) => {
  const church = await registerChurch(page)
  const routeId = await page.evaluate(async () => {
    const me = (await (await fetch('/api/me')).json()) as { organization: { routeId: string } }
    return me.organization.routeId
  })

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAsAdmin(admin)
  await expect(admin).toHaveURL(/\/dashboard$/)
  const dashboard = await adminContext.newPage()
  await dashboard.goto('/dashboard')
  const totalAccounts = dashboard
    .locator('div')
    .filter({ hasText: /^Total Accounts/ })
    .last()
  await expect(totalAccounts).toContainText(/\d/)
  const before = Number((await totalAccounts.innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''))

  await admin.goto(`/organizations/${routeId}`)
  await expect(admin.getByRole('heading', { name: church.organizationName })).toBeVisible()
  await expect(admin.getByText('Pastor Ruth Okafor')).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit Organization' }).click()
  await page.getByLabel('Contact Person').fill('Pastor Ruth Okafor')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Organization Updated')).toBeVisible()
  await expect(admin.getByText('Pastor Ruth Okafor')).toBeVisible({ timeout: 2_000 })

  const account = await createSimAccount({ followers_count: 4321 })
  await connectSimAccount(page, account.username)
  await expect(admin.getByText(`@${account.username}`).first()).toBeVisible({ timeout: 2_000 })
  await expect(totalAccounts).toContainText(String(before + 1), { timeout: 2_000 })
  await adminContext.close()
})
