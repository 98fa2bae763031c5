import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, uniqueHandle } from './instagram'
import { E2E_DIR, SIMULATOR_URL } from './settings'

const SCREENS = path.join(E2E_DIR, 'screens')

interface SimConversation {
  follower: { username: string }
  messages: {
    from_account: boolean
    text?: string
    tag?: string
    reactions: { by: string; emoji: string }[]
  }[]
}

// A follower writes to the church's account through the simulator, as Instagram would deliver it.
async function followerWrites(input: {
  account_id: string
  username: string
  text: string
  timestamp?: string
}) {
  const response = await fetch(`${SIMULATOR_URL}/__sim/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

async function simConversations(accountId: string): Promise<SimConversation[]> {
  const response = await fetch(
    `${SIMULATOR_URL}/__sim/messages?account_id=${encodeURIComponent(accountId)}`,
  )
  return ((await response.json()) as { conversations: SimConversation[] }).conversations
}

// The inbox's Messages, searched for the follower, with their conversation's card.
async function openMessages(page: Page, username: string) {
  await page.goto(`/comments?kind=messages&view=all&q=${encodeURIComponent(username)}`)
  // The inbox's code loads on first visit: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('button', { name: /^Messages/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const card = page
    .getByRole('main')
    .locator('.bg-card')
    .filter({ has: page.getByText(`@${username}`, { exact: true }) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  return card
}

test.describe('direct messages in the inbox', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a DM arrives under Messages, opens as a thread and the agency answers it', async ({
    page,
    browser,
  }) => {
    const { account } = await churchWithPost(browser)
    const follower = uniqueHandle('f')
    const text = `Could you pray for my dad? ${uniqueHandle('t')}`
    await followerWrites({ account_id: account.user_id, username: follower, text })

    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const card = await openMessages(page, follower)
    await expect(card.getByText(text)).toBeVisible()
    await expect(card.getByText(/Window closes in (23 h|24 h|1 day)/)).toBeVisible()

    await card.getByRole('link', { name: /Open conversation/ }).click()
    await expect(page).toHaveURL(/\/comments\/conversations\/[0-9a-f-]+\?/)
    const thread = page.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByRole('heading', { name: new RegExp(`@${follower}`) })).toBeVisible()
    const messages = thread.getByRole('region', { name: `Messages with @${follower}` })
    await expect(messages.locator('[data-direction="inbound"]').getByText(text)).toBeVisible()
    await expect(thread.getByText(/^Window closes in/)).toBeVisible()

    // 1,001 bytes: refused with the reason before anything is sent.
    const box = thread.getByLabel(`Message to @${follower}`)
    const send = thread.getByRole('button', { name: 'Send', exact: true })
    await box.fill(`${'a'.repeat(997)}🙏`)
    await expect(thread.getByText(/^Too long to send: .* this one is 1,001\./)).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(send).toBeDisabled()
    await box.fill(`${'a'.repeat(996)}🙏`)
    await expect(thread.getByText('1,000 / 1,000 bytes')).toBeVisible()

    await expectNoAxeViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: path.join(SCREENS, `dm-thread-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const answer = `We are praying with you. ${uniqueHandle('a')}`
    await box.fill(answer)
    await box.press('Control+Enter')
    // The toast (the live region says it too, for screen readers).
    await expect(page.getByRole('listitem').filter({ hasText: 'Message sent' })).toBeVisible()
    await expect(box).toHaveValue('')
    await expect(messages.locator('[data-direction="outbound"]').getByText(answer)).toBeVisible()

    // The answer reached the follower on Instagram, once.
    await expect
      .poll(
        async () => {
          const conversation = (await simConversations(account.user_id)).find(
            (each) => each.follower.username === follower,
          )
          return conversation?.messages.filter((m) => m.from_account && m.text === answer).length
        },
        { timeout: 20_000 },
      )
      .toBe(1)

    // A heart on the follower's message reaches Instagram too.
    await messages
      .getByRole('button', { name: `Heart @${follower}'s message` })
      .first()
      .click()
    await expect(
      messages.getByRole('button', { name: `Hearted @${follower}'s message` }),
    ).toBeVisible({ timeout: 10_000 })
    await expect
      .poll(
        async () => {
          const conversation = (await simConversations(account.user_id)).find(
            (each) => each.follower.username === follower,
          )
          const asked = conversation?.messages.find((m) => !m.from_account && m.text === text)
          return asked?.reactions.length ?? 0
        },
        { timeout: 20_000 },
      )
      .toBe(1)
  })

  test('a mention of the church arrives under Mentions', async ({ page, browser }) => {
    const { account } = await churchWithPost(browser)
    const username = uniqueHandle('y')
    const text = `What a night with @${account.username}! ${uniqueHandle('t')}`
    const response = await fetch(`${SIMULATOR_URL}/__sim/mentions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_id: account.user_id, username, text }),
    })
    expect(response.status, await response.clone().text()).toBe(201)

    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    // Newest first: the mention just made leads the list.
    await page.goto('/comments?kind=mentions&view=all')
    await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible({
      timeout: 30_000,
    })
    const card = page
      .getByRole('main')
      .locator('.bg-card')
      .filter({ has: page.getByText(`@${username}`, { exact: true }) })
    await expect(card).toBeVisible({ timeout: 15_000 })
    await expect(card.getByText(text)).toBeVisible()
    await expect(
      card.getByText(`Mentioned @${account.username} in a comment`, { exact: false }),
    ).toBeVisible()
    await card.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(page.getByText('Marked done', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a conversation whose window has closed says why nothing can be sent', async ({
    page,
    browser,
  }) => {
    const { account } = await churchWithPost(browser)
    const follower = uniqueHandle('f')
    const text = `Thanks for Sunday ${uniqueHandle('t')}`
    // Eight days ago: past the 24 hours and past the human agent's 7 days.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString()
    await followerWrites({
      account_id: account.user_id,
      username: follower,
      text,
      timestamp: eightDaysAgo,
    })

    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const card = await openMessages(page, follower)
    await expect(card.getByText('Window closed')).toBeVisible()
    await card.getByRole('link', { name: /Open conversation/ }).click()
    const thread = page.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByText('Sending is closed')).toBeVisible()
    await expect(thread.getByText(/24 hours .* has passed|Both have passed/)).toBeVisible()
    await expect(thread.getByLabel(`Message to @${follower}`)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: path.join(SCREENS, 'dm-closed-375.png'), fullPage: true })
  })
})
