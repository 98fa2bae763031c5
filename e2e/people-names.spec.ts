import type { Browser, Page } from '@playwright/test'
import { closeToast } from './toasts'
import { expect, signInAsAdmin, test, uniqueChurch } from './fixtures'
import { ADMIN } from './settings'

// Outside review, issue 29: two admins both showed as "Administrator", twice in the rule form's
// "Assign to". Each person now gives their name, and a name two people share gets its e-mail.
const PASSWORD = 'four patient herons'

// The Owner invites an Admin; the invitee follows the link and joins under the name they give.
async function inviteAdmin(owner: Page, browser: Browser, email: string, name: string) {
  await owner.goto('/settings/team')
  await owner.getByLabel('E-mail').fill(email)
  await owner.getByLabel('Role', { exact: true }).selectOption('admin')
  await owner.getByRole('button', { name: 'Invite teammate' }).click()
  const link = await owner.getByLabel(`Invitation link for ${email}`).inputValue()
  const context = await browser.newContext()
  const invitee = await context.newPage()
  await invitee.goto(link)
  await expect(
    invitee.getByText(`${ADMIN.name} invited you to join the Flock team as an Admin.`),
  ).toBeVisible()
  await invitee.getByLabel('Your name').fill(name)
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await invitee.getByLabel('Confirm password').fill(PASSWORD)
  await invitee.getByRole('button', { name: 'Join' }).click()
  await expect(invitee).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  return { invitee, context }
}

async function assignToOptions(page: Page) {
  await page.goto('/settings/rules')
  await page.getByRole('button', { name: 'New rule' }).click()
  const assignTo = page.getByRole('form', { name: 'New rule' }).getByLabel('Assign to')
  await expect(assignTo.locator('option')).not.toHaveCount(1)
  return assignTo.locator('option').allTextContents()
}

test("the rule form's Assign to names each admin, with the e-mail when two share a name", async ({
  page,
  browser,
}) => {
  test.slow()
  const id = Date.now().toString(36)
  const name = `Ruth ${id}`
  const first = `ruth-${id}@agency.test`
  const second = `ruth-m-${id}@agency.test`
  await signInAsAdmin(page)
  const one = await inviteAdmin(page, browser, first, name)
  const two = await inviteAdmin(page, browser, second, name)

  const options = await assignToOptions(page)
  expect(options).toContain(`Assign to ${ADMIN.name}`)
  expect(options).toContain(`Assign to ${name} (${first})`)
  expect(options).toContain(`Assign to ${name} (${second})`)
  expect(options.join('\n')).not.toContain('Administrator')
  await page.screenshot({ path: 'test-results/names-assign-to-1280.png', fullPage: true })

  // The second Ruth renames herself in account settings; the two are told apart by name alone.
  await two.invitee.goto('/settings/account')
  const field = two.invitee.getByRole('form', { name: 'Change name' }).getByLabel('Your name')
  await expect(field).toHaveValue(name)
  await field.fill(`${name} Mensah`)
  await two.invitee.getByRole('button', { name: 'Save name' }).click()
  await closeToast(two.invitee, 'Name saved')
  await two.invitee.getByRole('button', { name: 'Account menu' }).click()
  await expect(two.invitee.getByRole('menu').getByText(`${name} Mensah`)).toBeVisible()

  const renamed = await assignToOptions(page)
  expect(renamed).toContain(`Assign to ${name}`)
  expect(renamed).toContain(`Assign to ${name} Mensah`)
  await one.context.close()
  await two.context.close()
})

test("a church's Owner registers with their own name, apart from the church's", async ({
  page,
}) => {
  const church = uniqueChurch()
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Register' }).click()
  await page.getByLabel('Email').fill(church.email)
  await page.getByLabel('Organization Name').fill(church.organizationName)
  await page.getByLabel('Password', { exact: true }).fill(church.password)
  await page.getByLabel('Confirm Password').fill(church.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await page.getByLabel('Your Name').fill(church.name)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/portal$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText(church.name, { exact: true })).toBeVisible()
  await expect(menu.getByText(church.email, { exact: true })).toBeVisible()
})
