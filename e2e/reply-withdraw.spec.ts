import path from 'node:path'
import { E2E_DIR, SIMULATOR_URL } from './settings'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import {
  commentCard,
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  openSearchedInbox,
  uniqueHandle,
} from './instagram'

const SCREENS = path.join(E2E_DIR, 'screens')

// What Instagram (the simulator) holds under the follower's comment.
async function repliesOnInstagram(igCommentId: string) {
  const state = (await (await fetch(`${SIMULATOR_URL}/__sim/state`)).json()) as {
    comments: { id: string; text: string; parent_id?: string | null; parentId?: string | null }[]
  }
  return state.comments
    .filter((comment) => (comment.parent_id ?? comment.parentId) === igCommentId)
    .map((comment) => comment.text)
}

// The agency spots a typo in a reply waiting for the church, withdraws it (the church's open
// approvals page forgets it live), writes the corrected one, and the church approves that: one
// reply on Instagram, the corrected one (decision 053).
test('the agency withdraws a waiting reply and the church approves the corrected one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const account = await createSimAccount()
  const media = await createSimMedia(account.user_id, 'Easter services')
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  await page.goto('/portal')
  const settings = page.getByRole('form', { name: 'Reply approval settings' })
  await settings.getByRole('radio', { name: /For all replies/ }).check()
  await settings.getByRole('button', { name: 'Save reply approval' }).click()
  await expect(page.getByText('Reply approval saved')).toBeVisible()
  const text = `What time is the Easter service? ${uniqueHandle('q')}`
  const comment = await createSimComment({ media_id: media.id, username: 'joanna', text })

  const agency = await browser.newContext()
  try {
    const admin = await agency.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    await openSearchedInbox(admin, text)
    const card = commentCard(admin, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByLabel('Reply', { exact: true }).fill('The Easter service is at 9am.')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(card.getByText("Awaiting the church's approval")).toBeVisible()

    // The church has its approvals open while the agency changes its mind.
    await page.goto('/portal/approvals')
    const item = page.locator('[data-approval]').filter({ hasText: text })
    await expect(item.getByText('The Easter service is at 9am.')).toBeVisible()

    const withdraw = card.getByRole('button', { name: 'Withdraw the reply' })
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 })
      await withdraw.scrollIntoViewIfNeeded()
      await expect(withdraw).toBeVisible()
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await card.screenshot({ path: path.join(SCREENS, `reply-withdraw-card-${width}.png`) })
    }
    await admin.setViewportSize({ width: 1280, height: 900 })
    // The comment's detail, beside the list, offers the same.
    await card.getByRole('link', { name: /^Open/ }).click()
    const detail = admin.getByRole('region', { name: 'Comment' })
    await expect(detail.getByText("Awaiting the church's approval")).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Withdraw the reply' })).toBeVisible()
    await admin.screenshot({ path: path.join(SCREENS, 'reply-withdraw-detail-1280.png') })
    await expectNoAxeViolations(admin)
    await withdraw.click()
    await expect(admin.getByText('Reply withdrawn')).toBeVisible()
    await expect(card.getByText("Awaiting the church's approval")).toHaveCount(0)
    await expect(detail.getByText("Awaiting the church's approval")).toHaveCount(0)
    await expect(detail.getByText(/withdrew the reply before the church decided/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeEnabled()

    // Gone from the church's list without a reload, through the realtime events.
    await expect(page.getByText('Nothing waiting for your approval')).toBeVisible({
      timeout: 10_000,
    })
    await expect(item).toHaveCount(0)

    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByLabel('Reply', { exact: true }).fill('The Easter service is at 10am.')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(card.getByText("Awaiting the church's approval")).toBeVisible()

    await expect(item.getByText('The Easter service is at 10am.')).toBeVisible({ timeout: 10_000 })
    await expect(item.getByText('The Easter service is at 9am.')).toHaveCount(0)
    await item.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByText('Nothing waiting for your approval')).toBeVisible()

    await expect(card.getByText(/Approved by .+ · Sent/)).toBeVisible({ timeout: 10_000 })
    expect(await repliesOnInstagram(comment.id)).toEqual(['The Easter service is at 10am.'])
  } finally {
    await agency.close()
  }
})
