import path from 'node:path'
import { E2E_DIR, SIMULATOR_URL } from './settings'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, commentCard, createSimComment, uniqueHandle } from './instagram'

const SCREENS = path.join(E2E_DIR, 'screens')

async function simPost<T>(pathname: string, body: unknown): Promise<T> {
  const response = await fetch(`${SIMULATOR_URL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`)
  return (await response.json()) as T
}

// Decision 077: a comment on a live broadcast is answered privately while it is live, never
// publicly, and once the broadcast is over Flock says so and offers nothing that would fail.
test('a live comment offers only a private reply, and says when the broadcast has ended', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { account } = await churchWithPost(browser)
  const live = await simPost<{ id: string }>('/__sim/live', {
    account_id: account.user_id,
    caption: 'Sunday worship, live',
  })
  const text = `Praying with you from Manila ${uniqueHandle('t')}`
  await createSimComment({ media_id: live.id, username: uniqueHandle('f'), text })

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/comments?q=${encodeURIComponent(text)}`)
  const card = commentCard(page, text)
  await expect(card).toBeVisible({ timeout: 10_000 })
  await expect(card.getByText('Live', { exact: true })).toBeVisible()
  await expect(card.getByText(/Instagram does not allow public replies to it/)).toBeVisible()
  await expect(card.locator('[data-action="reply"]')).toHaveCount(0)
  await expect(card.locator('[data-action="reply-privately"]')).toBeVisible()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await card.screenshot({ path: path.join(SCREENS, `live-comment-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  // The comment's own page says the same.
  await card.locator('[data-action="open"]').click()
  const detail = page.getByRole('main')
  await expect(detail.getByText(/Instagram does not allow public replies to it/)).toBeVisible()
  await expect(detail.locator('[data-action="reply"]')).toHaveCount(0)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: path.join(SCREENS, `live-comment-detail-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/comments?q=${encodeURIComponent(text)}`)
  await expect(card).toBeVisible({ timeout: 10_000 })

  // The broadcast ends while the card is open: trying a private reply now is refused with the
  // reason, and the card changes to say no reply is possible.
  await simPost(`/__sim/live/${live.id}/end`, {})
  await card.locator('[data-action="reply-privately"]').click()
  await card.getByLabel(/^Private reply to @/).fill('We are praying with you.')
  await card.getByRole('button', { name: 'Send privately' }).click()
  await expect(page.getByText(/The live broadcast has ended/).first()).toBeVisible({
    timeout: 10_000,
  })
  await card.getByRole('button', { name: 'Cancel' }).click()
  await expect(card.getByText('Live · ended')).toBeVisible({ timeout: 10_000 })
  await expect(card.getByText(/no longer allows a reply to this comment/)).toBeVisible()
  await expect(card.locator('[data-action="reply-privately"]')).toHaveCount(0)
  await expect(card.locator('[data-action="reply"]')).toHaveCount(0)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await card.screenshot({ path: path.join(SCREENS, `live-comment-ended-${width}.png`) })
  }
})
