import path from 'node:path'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { churchWithPost, connectSimAccount, createSimAccount, uniqueHandle } from './instagram'
import { E2E_DIR, SIMULATOR_URL } from './settings'

const SCREENS = path.join(E2E_DIR, 'screens')

async function followerWrites(input: { account_id: string; username: string; text: string }) {
  const response = await fetch(`${SIMULATOR_URL}/__sim/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

// What the follower received from the account on Instagram (the simulator's thread).
async function receivedBy(accountId: string, username: string, text: string) {
  const response = await fetch(
    `${SIMULATOR_URL}/__sim/messages?account_id=${encodeURIComponent(accountId)}`,
  )
  const { conversations } = (await response.json()) as {
    conversations: {
      follower: { username: string }
      messages: { from_account: boolean; text?: string }[]
    }[]
  }
  const thread = conversations.find((each) => each.follower.username === username)
  return thread?.messages.filter((m) => m.from_account && m.text === text).length ?? 0
}

async function openConversation(admin: Page, username: string) {
  const stream = admin.waitForResponse((response) => response.url().endsWith('/api/events'))
  await admin.goto(`/comments?kind=messages&q=${encodeURIComponent(username)}`)
  await stream
  await expect(admin.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible({
    timeout: 30_000,
  })
  const card = admin
    .getByRole('main')
    .locator('.bg-card')
    .filter({ has: admin.getByText(`@${username}`, { exact: true }) })
  await expect(card).toBeVisible({ timeout: 15_000 })
  await card.getByRole('link', { name: /Open conversation/ }).click()
  return admin.getByRole('region', { name: 'Conversation' })
}

// A church that approves every reply: the agency's direct message waits until someone at the
// church approves it on their phone, then reaches the follower once, and the agency's thread
// follows live (decision 075).
test('a church approves a held direct message on a phone and it is sent once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const account = await createSimAccount()
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  await page.goto('/portal')
  const settings = page.getByRole('form', { name: 'Reply approval settings' })
  await settings.getByRole('radio', { name: /For all replies/ }).check()
  await settings.getByRole('button', { name: 'Save reply approval' }).click()
  await expect(page.getByText('Reply approval saved')).toBeVisible()

  const follower = uniqueHandle('f')
  const asked = `Could someone pray with me tonight? ${uniqueHandle('t')}`
  await followerWrites({ account_id: account.user_id, username: follower, text: asked })
  const answer = `Yes, Pastor Ann is praying for you. ${uniqueHandle('a')}`

  const agency = await browser.newContext()
  try {
    const admin = await agency.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    const thread = await openConversation(admin, follower)
    await thread.getByLabel(`Message to @${follower}`).fill(answer)
    await thread.getByRole('button', { name: 'Send', exact: true }).click()
    const messages = thread.getByRole('region', { name: `Messages with @${follower}` })
    const outbound = messages.locator('[data-direction="outbound"]').filter({ hasText: answer })
    await expect(outbound.getByText('Awaiting the church’s approval')).toBeVisible()
    expect(await receivedBy(account.user_id, follower, answer)).toBe(0)

    // The church, on a phone.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/portal/approvals')
    await expect(page.getByRole('heading', { level: 1, name: 'Replies to approve' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Direct messages to approve' })).toBeVisible()
    await expect(page.getByText('Nothing waiting for your approval')).toHaveCount(0)
    const item = page.locator('[data-message-approval]').filter({ hasText: answer })
    await expect(item.getByRole('list', { name: `Last messages with @${follower}` })).toContainText(
      asked,
    )
    await expect(item.getByText(/Instagram accepts it until/)).toBeVisible()
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: path.join(SCREENS, 'message-approval-375.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: path.join(SCREENS, 'message-approval-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })

    await item.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(item).toHaveCount(0, { timeout: 15_000 })
    // The decision joins the church's history.
    await expect(
      page.getByRole('article', { name: `Approved: message to @${follower}` }),
    ).toBeVisible()

    // The follower receives it once; the agency's thread shows it sent without a reload.
    await expect
      .poll(() => receivedBy(account.user_id, follower, answer), { timeout: 20_000 })
      .toBe(1)
    await expect(outbound.getByText('Awaiting the church’s approval')).toHaveCount(0, {
      timeout: 15_000,
    })
    await page.waitForTimeout(1000)
    expect(await receivedBy(account.user_id, follower, answer)).toBe(1)
    await admin.screenshot({ path: path.join(SCREENS, 'message-approval-agency-1280.png') })
  } finally {
    await agency.close()
  }
})

// The agency attaches a picture from its own computer in the send box: it goes into the church's
// media library first, then reaches the follower as an image, once.
test('the agency uploads a picture from the send box and sends it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { account } = await churchWithPost(browser)
  const follower = uniqueHandle('f')
  await followerWrites({
    account_id: account.user_id,
    username: follower,
    text: `Do you have the poster for Sunday? ${uniqueHandle('t')}`,
  })
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const thread = await openConversation(page, follower)
  await thread.getByRole('button', { name: 'Media' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send from the media library' })
  await expect(dialog.getByText(/media library is empty/)).toBeVisible()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: path.join(SCREENS, `dm-upload-dialog-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  const picture = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#c2410c' },
  })
    .png()
    .toBuffer()
  await dialog
    .getByLabel('Upload a picture or video to send')
    .setInputFiles({ name: 'sunday-poster.png', mimeType: 'image/png', buffer: picture })
  await expect(
    page.getByRole('listitem').filter({ hasText: /sunday-poster\.png added to .+ media library/ }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(dialog).toBeHidden()
  await thread.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Message sent' })).toBeVisible()

  const images = async () => {
    const response = await fetch(
      `${SIMULATOR_URL}/__sim/messages?account_id=${encodeURIComponent(account.user_id)}`,
    )
    const { conversations } = (await response.json()) as {
      conversations: {
        follower: { username: string }
        messages: { from_account: boolean; attachments?: { type: string }[] }[]
      }[]
    }
    const mine = conversations.find((each) => each.follower.username === follower)
    return (mine?.messages ?? []).filter(
      (m) => m.from_account && m.attachments?.some((a) => a.type === 'image'),
    ).length
  }
  await expect.poll(images, { timeout: 20_000 }).toBe(1)
  // It is in the church's media library, for the next time.
  await thread.getByRole('button', { name: 'Media' }).click()
  await expect(
    dialog.getByRole('button', { name: /Send image .*sunday-poster\.png/ }),
  ).toBeVisible()
})
