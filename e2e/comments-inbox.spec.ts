import type { Page } from '@playwright/test'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import {
  addSimFault,
  churchWithPost,
  clearSimFaults,
  commentCard,
  createSimComment,
  simLog,
  uniqueHandle,
} from './instagram'

// The admin's inbox, with its event stream open, so changes made elsewhere arrive by themselves.
async function openInbox(page: Page) {
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  // The whole inbox (All): the comment stays in view as it is answered, hidden or done; the
  // inbox itself opens on Open (decision 079).
  await page.goto('/comments?view=all')
  await stream
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible()
}

// Types into the search box and waits until the inbox asks the server with it (after its
// debounce). Until then the cards on screen are the unfiltered ones, about to be replaced, and
// a Reply box opened on one of them would vanish with it.
async function search(page: Page, text: string) {
  const applied = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/api/comments' && url.searchParams.get('search') === text.trim()
  })
  await page.getByRole('searchbox', { name: 'Search comments...' }).fill(text)
  await applied
}

const tab = (page: Page, name: 'All' | 'Open' | 'Done' | 'Responded') =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) })

// The account picker, under "More filters", searches the server: type the handle, pick it from
// what comes back.
async function pickAccount(page: Page, username: string) {
  const more = page.getByRole('button', { name: /^More filters/ })
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click()
  await page.getByRole('combobox', { name: 'Filter by account' }).fill(username)
  await page.getByRole('option', { name: new RegExp(`^@${username}\\b`) }).click()
  await expect(
    page.getByRole('button', { name: `Remove filter: Account: @${username}` }),
  ).toBeVisible()
}

const repliesTo = (calls: { method: string; path: string }[], commentId: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${commentId}/replies`))

test.describe('comments inbox (/comments)', () => {
  test('a follower comment arrives in the open inbox without a reload', async ({
    page,
    browser,
  }) => {
    const { account, media } = await churchWithPost(browser)
    await openInbox(page)
    let reloaded = false
    page.on('load', () => (reloaded = true))

    const follower = uniqueHandle('follower')
    const text = `So glad I came on Sunday ${uniqueHandle('t')}`
    const comment = await createSimComment({ media_id: media.id, username: follower, text })
    expect(comment.webhook?.status).toBe('delivered')

    const card = commentCard(page, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await expect(card.getByText(`@${follower}`, { exact: true })).toBeVisible()
    await expect(card.getByText(`On account: @${account.username}`)).toBeVisible()
    await expect(card.getByText('Open', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeEnabled()
    expect(reloaded).toBe(false)
  })

  test('Reply: Send stays disabled while blank; a double-clicked Send posts exactly one reply', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const text = `Can I bring my kids? ${uniqueHandle('t')}`
    const comment = await createSimComment({
      media_id: media.id,
      username: uniqueHandle('f'),
      text,
    })
    await openInbox(page)
    await search(page, text)
    const card = commentCard(page, text)
    await expect(card).toBeVisible({ timeout: 10_000 })

    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    const box = card.getByPlaceholder('Write your reply...')
    await expect(box).toBeFocused()
    const send = card.getByRole('button', { name: 'Send', exact: true })
    await expect(send).toBeDisabled()
    await box.fill('    ')
    await expect(send).toBeDisabled()
    await box.fill('Of course! Kids church runs during the service.')
    await expect(send).toBeEnabled()
    await send.dblclick()

    // Both clicks may be answered (with the same reply), so there may be two toasts.
    await expect(page.getByRole('listitem').filter({ hasText: 'Reply sent' }).first()).toBeVisible()
    await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })
    await expect(card.getByRole('button', { name: 'Already Responded' })).toBeDisabled()
    await expect(card.getByRole('list', { name: 'Replies' })).toContainText(
      'Of course! Kids church runs during the service.',
    )

    await expect.poll(async () => repliesTo(await simLog(), comment.id).length).toBe(1)
  })

  test('a reply Instagram refuses shows "Reply not sent" with the reason, and Retry / Discard', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const text = `Where do I park? ${uniqueHandle('t')}`
    const comment = await createSimComment({
      media_id: media.id,
      username: uniqueHandle('f'),
      text,
    })
    await addSimFault({
      path: `*/${comment.id}/replies`,
      method: 'POST',
      errors: [{ status: 400, code: 100, message: 'Cannot reply' }],
      count: 10,
    })
    try {
      await openInbox(page)
      await search(page, text)
      const card = commentCard(page, text)
      await expect(card).toBeVisible({ timeout: 10_000 })

      await card.getByRole('button', { name: 'Reply', exact: true }).click()
      await card.getByPlaceholder('Write your reply...').fill('The car park is behind the hall.')
      await card.getByRole('button', { name: 'Send', exact: true }).click()

      const failure = card.getByRole('alert').filter({ hasText: 'Reply not sent' })
      await expect(failure).toBeVisible({ timeout: 10_000 })
      await expect(failure).toContainText('The car park is behind the hall.')
      await expect(failure).toContainText('Cannot reply')
      await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible()
      await expect(failure.getByRole('button', { name: 'Discard' })).toBeVisible()
      // Not answered, and not merely open either: the badge says the reply did not go.
      await expect(card.getByText('Reply not sent', { exact: true }).first()).toBeVisible()
      await expect(card.getByText('Responded', { exact: true })).toHaveCount(0)

      // Once Instagram accepts replies again, Retry delivers the same reply.
      await clearSimFaults()
      await failure.getByRole('button', { name: 'Retry' }).click()
      await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })
      await expect(failure).toHaveCount(0)
      await expect(card.getByRole('list', { name: 'Replies' })).toContainText(
        'The car park is behind the hall.',
      )
    } finally {
      await clearSimFaults()
    }
  })

  test('Search and the account filter narrow the list; the Open count drops after a reply', async ({
    page,
    browser,
  }) => {
    const { account, media } = await churchWithPost(browser)
    const token = uniqueHandle('s')
    const first = `Blessed morning ${token}`
    const second = `Praying for your family ${token}`
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: first })
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: second })

    await openInbox(page)
    await search(page, token)
    await expect(commentCard(page, first)).toBeVisible({ timeout: 10_000 })
    await expect(commentCard(page, second)).toBeVisible({ timeout: 10_000 })
    await expect(tab(page, 'All')).toContainText('(2)')
    await expect(tab(page, 'Open')).toContainText('(2)')
    await expect(tab(page, 'Responded')).toContainText('(0)')

    await search(page, `Blessed morning ${token}`)
    await expect(commentCard(page, second)).toHaveCount(0)
    await expect(commentCard(page, first)).toBeVisible()

    await search(page, `${token} no such words`)
    await expect(page.getByText('No comments found')).toBeVisible()
    await expect(page.getByText('Try adjusting your search filters')).toBeVisible()

    // This search was asked before, so its answer comes from the cache, without a request.
    await page.getByRole('searchbox', { name: 'Search comments...' }).fill(token)
    await expect(commentCard(page, first)).toBeVisible()
    await pickAccount(page, account.username)
    await expect(commentCard(page, first)).toBeVisible()
    await expect(commentCard(page, second)).toBeVisible()

    const card = commentCard(page, first)
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByPlaceholder('Write your reply...').fill('Amen, thank you!')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })
    await expect(tab(page, 'Open')).toContainText('(1)')
    await expect(tab(page, 'Responded')).toContainText('(1)')
    await expect(tab(page, 'All')).toContainText('(2)')

    await tab(page, 'Open').click()
    await expect(commentCard(page, second)).toBeVisible()
    await expect(commentCard(page, first)).toHaveCount(0)
    await tab(page, 'Responded').click()
    await expect(commentCard(page, first)).toBeVisible()
    await expect(commentCard(page, second)).toHaveCount(0)
  })

  test('a search too short for the text index says how much of the inbox it looked through', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const token = uniqueHandle('amen')
    const text = `Amen 🙏 ${token}`
    await createSimComment({ media_id: media.id, username: uniqueHandle('ruth'), text })
    await openInbox(page)
    const note = page.getByRole('note')
    await search(page, '🙏')
    await expect(note).toHaveText(
      'Short searches look through the newest 10,000 comments only. Type three or more letters to search every comment.',
    )
    await expect(commentCard(page, text)).toBeVisible()
    await search(page, token)
    await expect(commentCard(page, text)).toBeVisible()
    await expect(note).toHaveCount(0)
    await search(page, 'ok')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(note).toBeVisible()
      await page.screenshot({ path: `.tmp/shots/short-search-${width}.png` })
    }
  })

  test('the filters live in the address: a reload or a shared link keeps them, Back undoes a tab', async ({
    page,
    browser,
  }) => {
    // Two sign-ins, a reply, a reload and a second tab: more than the usual 30 s on a busy machine.
    test.slow()
    const { account, media } = await churchWithPost(browser)
    const token = uniqueHandle('u')
    const answered = `Lovely sermon ${token}`
    const waiting = `Is there a youth group ${token}`
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: answered })
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: waiting })

    await openInbox(page)
    await search(page, token)
    const card = commentCard(page, answered)
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByPlaceholder('Write your reply...').fill('Thank you!')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })

    await pickAccount(page, account.username)
    await tab(page, 'Open').click()
    await expect(commentCard(page, waiting)).toBeVisible()
    await expect(commentCard(page, answered)).toHaveCount(0)
    // Open is the view the inbox opens on, so the address leaves it out (decision 079).
    await expect(page).not.toHaveURL(/view=/)

    const expectOpenView = async (target: Page) => {
      await expect(tab(target, 'Open')).toHaveAttribute('aria-selected', 'true')
      await expect(target.getByRole('searchbox', { name: 'Search comments...' })).toHaveValue(token)
      await expect(
        target.getByRole('button', { name: `Remove filter: Account: @${account.username}` }),
      ).toBeVisible()
      await expect(commentCard(target, waiting)).toBeVisible({ timeout: 10_000 })
      await expect(commentCard(target, answered)).toHaveCount(0)
      await expect(tab(target, 'All')).toContainText('(2)')
    }
    await page.reload()
    await expectOpenView(page)

    // A colleague opening the same link sees the same view.
    const shared = page.url()
    const other = await page.context().newPage()
    await other.goto(shared)
    await expectOpenView(other)
    await other.close()

    await tab(page, 'Responded').click()
    await expect(commentCard(page, answered)).toBeVisible()
    await page.goBack()
    await expectOpenView(page)
  })

  test('Hide shows "Hidden" and Unhide undoes it; Delete (confirmed) removes the card', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const text = `Buy followers cheap ${uniqueHandle('t')}`
    const comment = await createSimComment({
      media_id: media.id,
      username: uniqueHandle('f'),
      text,
    })
    await openInbox(page)
    await search(page, text)
    const card = commentCard(page, text)
    await expect(card).toBeVisible({ timeout: 10_000 })

    await card.getByRole('button', { name: 'Hide' }).click()
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Unhide' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeDisabled()
    await expect(card.getByText('Open', { exact: true })).toHaveCount(0)

    await card.getByRole('button', { name: 'Unhide' }).click()
    await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Hide' })).toBeVisible()
    await expect(card.getByText('Open', { exact: true })).toBeVisible()

    await card.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(card).toBeVisible()

    await card.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(card).toHaveCount(0)
    await expect(page.getByRole('listitem').filter({ hasText: 'Comment deleted' })).toBeVisible()
    await expect
      .poll(async () =>
        (await simLog()).some(
          (call) => call.method === 'DELETE' && call.path.endsWith(`/${comment.id}`),
        ),
      )
      .toBe(true)
  })

  test('a client visiting /comments is redirected to /admin-login', async ({ page }) => {
    await registerChurch(page)
    await page.goto('/comments')
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  })
})
