import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import {
  churchWithPost,
  commentCard,
  createSimComment,
  openSearchedInbox,
  uniqueHandle,
} from './instagram'

const SCREENSHOTS = '.tmp/screenshots'
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })
const detail = (page: Page) => page.getByRole('region', { name: 'Comment', exact: true })

// The Owner hands a comment to an Agent: the Agent's open inbox shows it assigned to her without
// a reload, and her notification opens that very comment.
test('a teammate sees a comment assigned to her live, and the notification opens it', async ({
  page,
  browser,
}) => {
  // Two people, a church and an invitation.
  test.setTimeout(150_000)
  const text = `Could someone visit my mother in hospital ${uniqueHandle('t')}`
  const { media, account } = await churchWithPost(browser, { caption: 'Prayer evening' })
  const follower = uniqueHandle('follower')
  await createSimComment({ media_id: media.id, username: follower, text })
  await page.setViewportSize({ width: 1280, height: 900 })

  // The Owner invites Ruth as an Agent; she joins in her own browser.
  const ruth = `Ruth ${uniqueHandle('r')}`
  const ruthEmail = `${uniqueHandle('ruth')}@agency.test`
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/settings/team')
  await page.getByLabel('E-mail').fill(ruthEmail)
  await page.getByLabel('Role', { exact: true }).selectOption('agent')
  await page.getByRole('button', { name: 'Invite teammate' }).click()
  // No e-mail server in these tests: the link comes back to pass on, and waits in the outbox.
  await expect(page.getByText(`No e-mail was sent to ${ruthEmail}`)).toBeVisible()
  await page.goto('/settings/outbox')
  const link = await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: ruthEmail })
    .getByRole('link', { name: /\/invitations\// })
    .getAttribute('href')
  expect(link).toBeTruthy()

  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const agent = await agentContext.newPage()
  await agent.goto(link!)
  await agent.getByLabel('Your name').fill(ruth)
  await agent.getByLabel('Password', { exact: true }).fill('four patient herons')
  await agent.getByLabel('Confirm password').fill('four patient herons')
  await agent.getByRole('button', { name: 'Join' }).click()
  await expect(agent).toHaveURL(/\/dashboard$/, { timeout: 15_000 })

  await openSearchedInbox(agent, text)
  const agentCard = commentCard(agent, text)
  await expect(agentCard).toBeVisible({ timeout: 10_000 })
  await expect(agentCard.getByText(/Assigned to/)).toHaveCount(0)
  await expect(tab(agent, 'Assigned to me')).toContainText('(0)')

  // The Owner opens the comment and assigns it to Ruth, found by name.
  await openSearchedInbox(page, text)
  await commentCard(page, text).getByRole('link', { name: /^Open/ }).click()
  const pane = detail(page)
  await expect(
    pane.getByRole('heading', { name: `@${follower} on @${account.username}` }),
  ).toBeVisible()
  await pane.getByRole('button', { name: 'Assign', exact: true }).click()
  const picker = pane.getByRole('combobox', { name: `Assign @${follower}'s comment to` })
  await expect(picker).toBeFocused()
  await picker.fill(ruth)
  await pane.getByRole('option', { name: new RegExp(`^${ruth}`) }).click()
  await expect(pane.getByText(`Assigned to ${ruth}`)).toBeVisible()
  await expect(pane.getByRole('region', { name: 'Activity' })).toContainText(ruth)

  // Ruth's inbox follows without a reload: the card names her, and her tab counts it.
  await expect(agentCard.getByText(`Assigned to ${ruth}`)).toBeVisible({ timeout: 10_000 })
  await expect(tab(agent, 'Assigned to me')).toContainText('(1)')
  await agent.screenshot({ path: `${SCREENSHOTS}/assignment-live-1280.png` })

  // Her notification opens the comment itself.
  await agent.getByRole('button', { name: /^Notifications/ }).click()
  const notice = agent.getByRole('menuitem', {
    name: new RegExp(`assigned you a comment by @${follower}`),
  })
  await expect(notice).toBeVisible({ timeout: 10_000 })
  await notice.click()
  await expect(agent).toHaveURL(/\/comments\/[0-9a-f-]{36}/)
  await expect(
    detail(agent).getByRole('heading', { name: `@${follower} on @${account.username}` }),
  ).toBeVisible()
  await expect(detail(agent).getByText(`Assigned to ${ruth}`)).toBeVisible()
  await agentContext.close()
})
