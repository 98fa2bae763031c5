import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import {
  commentCard,
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  uniqueHandle,
} from './instagram'

// How the church's accounts' syncs stand: one entry per account, its state and when it finished.
async function syncs(request: APIRequestContext, routeId: string) {
  const answer = await request.get(`/api/organizations/${routeId}/accounts`)
  const { items } = (await answer.json()) as {
    items: { sync: { state: string; lastSyncedAt: string | null } | null }[]
  }
  return items.map((item) => `${item.sync?.state} ${item.sync?.lastSyncedAt}`)
}

// A church with one connected account, whose first sync is done, and a post.
async function church(browser: Browser) {
  const account = await createSimAccount({ followers_count: 900 })
  const media = await createSimMedia(account.user_id, 'Harvest supper on Saturday')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await registerChurch(page)
    await connectSimAccount(page, account.username)
    const me = await page.evaluate(async () => {
      const answer = await fetch('/api/me')
      return (await answer.json()) as { organization: { id: string; routeId: string } }
    })
    // A sync's own events refresh this church's inbox; the first is done before we count.
    await expect
      .poll(() => syncs(page.request, me.organization.routeId))
      .toEqual([expect.stringMatching(/^idle /)])
    return { media, ...me.organization }
  } finally {
    await context.close()
  }
}

// The inbox filtered to one church, once its event stream is open.
async function openChurchInbox(page: Page, organizationId: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  await page.goto(`/comments?org=${organizationId}`)
  await stream
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible()
}

// Decision 056: a comment on one church refreshes the inbox showing that church, and leaves an
// inbox filtered to another church alone, rather than every open inbox asking the server again.
test('a comment on one church does not make an inbox filtered to another church refetch', async ({
  browser,
  page,
}) => {
  // Two churches, each registered, connected and synced, before up to three rounds of comments.
  test.slow()
  const grace = await church(browser)
  const hope = await church(browser)

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await openChurchInbox(page, grace.id)
  const hopeDesk = await page.context().newPage()
  await openChurchInbox(hopeDesk, hope.id)
  await hopeDesk.waitForLoadState('networkidle')

  let hopeInboxRequests: string[] = []
  hopeDesk.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/comments')) hopeInboxRequests.push(path)
  })

  // The quarter-hourly sync of every account may refresh Hope's inbox by right; a round that
  // Hope's account synced in proves nothing, so another comment is tried.
  for (let round = 0; round < 3; round += 1) {
    const hopeSyncBefore = await syncs(page.request, hope.routeId)
    hopeInboxRequests = []
    const text = `Saving two seats for the supper ${uniqueHandle('t')}`
    await createSimComment({ media_id: grace.media.id, username: uniqueHandle('guest'), text })
    await expect(commentCard(page, text)).toBeVisible({ timeout: 10_000 })
    // Both pages hear the same event; a second is four batching windows and a round trip.
    await hopeDesk.waitForTimeout(1_000)
    if (JSON.stringify(await syncs(page.request, hope.routeId)) === JSON.stringify(hopeSyncBefore))
      break
  }
  expect(hopeInboxRequests).toEqual([])
})
