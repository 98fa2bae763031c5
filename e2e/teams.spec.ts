import type { Browser, Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, commentCard, createSimComment, uniqueHandle } from './instagram'

const AGENT_PASSWORD = 'four patient herons'

// A church with a connected account and one follower comment.
async function churchWithComment(browser: Browser, text: string) {
  const { media } = await churchWithPost(browser, {
    caption: 'Choir practice on Thursday',
    followers: 800,
  })
  await createSimComment({ media_id: media.id, username: uniqueHandle('follower'), text })
}

async function openInbox(page: Page, search: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  // The whole inbox (All): the comment stays in view as it is answered, hidden or done; the
  // inbox itself opens on Open (decision 079).
  await page.goto('/comments?view=all')
  await stream
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible()
  const applied = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('search') === search,
  )
  await page.getByRole('searchbox', { name: 'Search comments...' }).fill(search)
  await applied
}

// The agency's Owner invites an Agent; the Agent follows the link from the outbox, sets a
// password, and replies; the Owner's open inbox names who replied, without a reload.
test('an invited Agent replies, and the Owner sees "Replied by" live', async ({
  page,
  browser,
}) => {
  // Two people, a church and an invitation: more steps than most tests, on a shared machine.
  test.setTimeout(120_000)
  const text = `Will there be soup at the supper ${uniqueHandle('t')}`
  await churchWithComment(browser, text)
  const agentEmail = `${uniqueHandle('sam')}@agency.test`

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Team' }).click()
  await expect(page).toHaveURL(/\/settings\/team$/)
  await expect(page).toHaveTitle('Team · Flock')
  await page.getByLabel('E-mail').fill(agentEmail)
  await page.getByLabel('Role', { exact: true }).selectOption('agent')
  await page.getByRole('button', { name: 'Invite teammate' }).click()
  // No e-mail server in these tests: the link comes back to pass on, and waits in the outbox.
  await expect(page.getByText(`No e-mail was sent to ${agentEmail}`)).toBeVisible()
  const shared = await page.getByLabel(`Invitation link for ${agentEmail}`).inputValue()
  const pending = page
    .getByRole('region', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: agentEmail })
  await expect(pending).toContainText('Agent')
  await expect(pending.getByRole('button', { name: /^Resend/ })).toBeVisible()

  await page.goto('/settings/outbox')
  const message = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: agentEmail })
  await expect(message.getByRole('heading', { name: /invited you to the .* team/ })).toBeVisible()
  const link = await message.getByRole('link', { name: /\/invitations\// }).getAttribute('href')
  expect(link).toBeTruthy()
  expect(shared).toBe(link)

  await openInbox(page, text)
  const ownerCard = commentCard(page, text)
  await expect(ownerCard).toBeVisible({ timeout: 10_000 })
  await expect(ownerCard.getByRole('button', { name: 'Delete' })).toBeVisible()

  const agentContext = await browser.newContext()
  const agent = await agentContext.newPage()
  await agent.goto(link!)
  await expect(agent).toHaveTitle('Accept Invitation · Flock')
  await expect(agent.getByText(/invited you to join the .* team as an Agent\./)).toBeVisible()
  await agent.getByLabel('Your name').fill('Sam Agent')
  await agent.getByLabel('Password', { exact: true }).fill(AGENT_PASSWORD)
  await agent.getByLabel('Confirm password').fill(AGENT_PASSWORD)
  await agent.getByRole('button', { name: 'Join' }).click()
  await expect(agent).toHaveURL(/\/dashboard$/, { timeout: 15_000 })

  await agent.getByRole('button', { name: 'Account menu' }).click()
  await expect(agent.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible()
  await expect(agent.getByRole('menuitem', { name: 'Team' })).toHaveCount(0)
  await agent.keyboard.press('Escape')

  await openInbox(agent, text)
  const agentCard = commentCard(agent, text)
  await expect(agentCard).toBeVisible({ timeout: 10_000 })
  await expect(agentCard.getByRole('button', { name: 'Hide' })).toBeVisible()
  await expect(agentCard.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await agentCard.getByRole('button', { name: 'Reply', exact: true }).click()
  await agentCard.getByPlaceholder('Write your reply...').fill('Yes, leek and potato!')
  await agentCard.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(agentCard.getByText(/Replied by Sam Agent/)).toBeVisible({ timeout: 10_000 })

  await expect(ownerCard.getByText(/Replied by Sam Agent · /)).toBeVisible({ timeout: 5_000 })

  // The Team page is not the Agent's: an old link to it goes to the dashboard.
  await agent.goto('/settings/team')
  await expect(agent).toHaveURL(/\/dashboard$/)
  await agentContext.close()
})
