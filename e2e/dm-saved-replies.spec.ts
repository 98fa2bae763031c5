import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, uniqueHandle } from './instagram'
import { SIMULATOR_URL } from './settings'

// Issue 28: a saved reply picked in a conversation's send box is filled in for that conversation
// (the follower's @username, the church's details), as it is for a comment.
test('a saved reply in a conversation names the follower and the church', async ({
  page,
  browser,
}) => {
  // A church connects and a follower writes before the inbox opens.
  test.slow()
  const { account } = await churchWithPost(browser)
  const follower = uniqueHandle('f')
  const written = await fetch(`${SIMULATOR_URL}/__sim/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_id: account.user_id,
      username: follower,
      text: `Please pray for my sister ${uniqueHandle('t')}`,
    }),
  })
  expect(written.status, await written.clone().text()).toBe(201)

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const title = `Praying ${uniqueHandle('s')}`
  const saved = await page.request.post('/api/saved-replies', {
    data: { title, text: 'Thank you @{commenter.username}: {church.name} is praying with you.' },
  })
  expect(saved.status()).toBe(201)

  await page.goto(`/comments?kind=messages&view=all&q=${encodeURIComponent(follower)}`)
  const card = page
    .getByRole('main')
    .locator('.bg-card')
    .filter({ has: page.getByText(`@${follower}`, { exact: true }) })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await card.getByRole('link', { name: /Open conversation/ }).click()
  const thread = page.getByRole('region', { name: 'Conversation' })
  const box = thread.getByLabel(`Message to @${follower}`)
  await expect(box).toBeVisible()

  await thread.getByRole('button', { name: 'Saved replies' }).click()
  await thread.getByRole('combobox', { name: 'Search saved replies' }).fill(title)
  await thread.getByRole('option', { name: new RegExp(title) }).click()
  await expect(box).toHaveValue(
    new RegExp(`^Thank you @${follower}: Grace Chapel .+ is praying with you\\.$`),
  )
  await expect(thread.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})
