import type { Browser, Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import {
  churchWithPost,
  commentCard,
  createSimComment,
  openSearchedInbox,
  uniqueHandle,
} from './instagram'

const SCREENSHOTS = '.tmp/screenshots'

// A church with a connected account and one follower comment, found in the inbox by its text.
async function churchWithComment(browser: Browser, text: string) {
  const { media, account } = await churchWithPost(browser, { caption: 'Harvest supper on Friday' })
  const follower = uniqueHandle('follower')
  await createSimComment({ media_id: media.id, username: follower, text })
  return { follower, account }
}

const detail = (page: Page) => page.getByRole('region', { name: 'Comment', exact: true })

test.describe('working one comment', () => {
  test('at 1280 px it opens beside the list, takes a note and a label, and tells its activity', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const text = `Can I bring a friend to the supper ${uniqueHandle('t')}`
    const { follower, account } = await churchWithComment(browser, text)
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await openSearchedInbox(page, text)

    const card = commentCard(page, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await card.getByRole('link', { name: /^Open/ }).click()
    await expect(page).toHaveURL(/\/comments\/[0-9a-f-]{36}\?view=all&q=/)
    await expect(page).toHaveTitle('Comment · Flock')
    const pane = detail(page)
    await expect(
      pane.getByRole('heading', { name: `@${follower} on @${account.username}` }),
    ).toBeVisible()
    // Both panes at once: the list stays beside the comment.
    await expect(card).toBeVisible()
    await expect(pane.getByText('Harvest supper on Friday')).toBeVisible()
    await expect(pane.getByRole('link', { name: /View on Instagram/ })).toBeVisible()

    await pane
      .getByLabel('Add a note for the team')
      .fill('Her friend uses a wheelchair: ramp by the hall')
    await pane.getByRole('button', { name: 'Add note' }).click()
    // Saved: the box empties, and the note is listed.
    await expect(pane.getByLabel('Add a note for the team')).toHaveValue('')
    await expect(pane.getByText('Her friend uses a wheelchair: ramp by the hall')).toBeVisible()

    const labelName = `Supper ${uniqueHandle('l')}`.slice(0, 30)
    await pane.getByRole('button', { name: 'Label', exact: true }).click()
    await pane.getByLabel('Find or create a label').fill(labelName)
    await pane.getByLabel('Colour').selectOption('green')
    await pane.getByRole('button', { name: `Create “${labelName}”` }).click()
    await expect(
      pane.getByRole('list', { name: 'Labels', exact: true }).getByText(labelName),
    ).toBeVisible()
    await expect(
      card.getByRole('list', { name: 'Labels', exact: true }).getByText(labelName),
    ).toBeVisible()

    const activity = pane.getByRole('region', { name: 'Activity' })
    await expect(activity).toContainText('added a note')
    await expect(activity).toContainText(`labelled it ${labelName}`)
    await page.screenshot({ path: `${SCREENSHOTS}/comment-detail-1280.png`, fullPage: true })
    await expectNoAxeViolations(page)

    // A reload keeps the open comment and the list's filter.
    await page.reload()
    await expect(
      detail(page).getByText('Her friend uses a wheelchair: ramp by the hall'),
    ).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search comments...' })).toHaveValue(text)

    // By keyboard: Esc closes, j and Enter open again, ? lists the keys.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/comments\?view=all&q=/)
    await expect(detail(page)).toHaveCount(0)
    await page.keyboard.press('j')
    await page.keyboard.press('Enter')
    await expect(
      detail(page).getByRole('heading', { level: 2, name: new RegExp(`@${follower}`) }),
    ).toBeVisible()
    await page.keyboard.press('l')
    await expect(detail(page).getByLabel('Find or create a label')).toBeFocused()
    await page.keyboard.press('Escape')
    await page.keyboard.press('r')
    await expect(detail(page).getByPlaceholder('Write your reply...')).toBeFocused()
    await detail(page).getByRole('button', { name: 'Cancel' }).click()
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(help).toContainText('Mark done, or reopen')
    await page.keyboard.press('Escape')
    await expect(help).toHaveCount(0)
  })

  test('at 375 px the comment opens as its own screen with a way back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const text = `Is there parking near the church ${uniqueHandle('t')}`
    const { follower } = await churchWithComment(browser, text)
    await page.setViewportSize({ width: 375, height: 812 })
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await openSearchedInbox(page, text)
    const card = commentCard(page, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await card.getByRole('link', { name: /^Open/ }).click()

    const pane = detail(page)
    await expect(
      pane.getByRole('heading', { level: 2, name: new RegExp(`@${follower}`) }),
    ).toBeVisible()
    await expect(card).toBeHidden()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `${SCREENSHOTS}/comment-detail-375.png`, fullPage: true })
    await expectNoAxeViolations(page)

    await pane.getByRole('link', { name: 'Back to comments' }).click()
    await expect(page).toHaveURL(/\/comments\?view=all&q=/)
    await expect(card).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOTS}/comment-list-375.png` })
  })

  test('two teammates see each other replying, live', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const text = `Please pray for my exams ${uniqueHandle('t')}`
    await churchWithComment(browser, text)
    await page.setViewportSize({ width: 1280, height: 900 })
    const agentEmail = `${uniqueHandle('sam')}@agency.test`
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/settings/team')
    await page.getByLabel('E-mail').fill(agentEmail)
    await page.getByLabel('Role', { exact: true }).selectOption('agent')
    await page.getByRole('button', { name: 'Invite teammate' }).click()
    // No e-mail server in these tests: the link comes back to pass on, and waits in the outbox.
    await expect(page.getByText(`No e-mail was sent to ${agentEmail}`)).toBeVisible()
    await page.goto('/settings/outbox')
    const link = await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: agentEmail })
      .getByRole('link', { name: /\/invitations\// })
      .getAttribute('href')

    const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const agent = await agentContext.newPage()
    await agent.goto(link!)
    await agent.getByLabel('Your name').fill('Sam Agent')
    await agent.getByLabel('Password', { exact: true }).fill('four patient herons')
    await agent.getByLabel('Confirm password').fill('four patient herons')
    await agent.getByRole('button', { name: 'Join' }).click()
    await expect(agent).toHaveURL(/\/dashboard$/, { timeout: 15_000 })

    await openSearchedInbox(page, text)
    await commentCard(page, text).getByRole('link', { name: /^Open/ }).click()
    await expect(detail(page)).toBeVisible()

    await openSearchedInbox(agent, text)
    const agentCard = commentCard(agent, text)
    await expect(agentCard).toBeVisible({ timeout: 10_000 })
    await agentCard.getByRole('link', { name: /^Open/ }).click()
    await detail(agent).getByRole('button', { name: 'Reply', exact: true }).click()

    // The Owner sees it in the open comment and on its card in the list, without a reload.
    await expect(detail(page).getByText('Sam Agent is replying…')).toBeVisible({ timeout: 10_000 })
    await expect(commentCard(page, text).getByText('Sam Agent is replying…')).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOTS}/comment-presence-1280.png` })

    // And the other way round: the Owner opens the reply box too.
    await detail(page).getByRole('button', { name: 'Reply', exact: true }).click()
    await expect(detail(agent).getByText(/is replying…/)).toBeVisible({ timeout: 10_000 })

    // A note written by one shows in the other's open comment, without a reload.
    await detail(agent).getByLabel('Add a note for the team').fill('I will phone her tonight')
    await detail(agent).getByRole('button', { name: 'Add note' }).click()
    await expect(detail(page).getByText('I will phone her tonight')).toBeVisible({
      timeout: 10_000,
    })

    // Closing the box tells the others at once.
    await detail(agent).getByRole('button', { name: 'Cancel' }).click()
    await expect(detail(page).getByText('Sam Agent is replying…')).toHaveCount(0, {
      timeout: 10_000,
    })
    await agentContext.close()
  })
})
