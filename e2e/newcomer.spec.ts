import path from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, loginAsAdmin, registerChurch, signInAsAdmin, test, uniqueChurch } from './fixtures'
import {
  accountCard,
  addSimFault,
  clearSimFaults,
  commentCard,
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  uniqueHandle,
} from './instagram'
import { ADMIN, E2E_DIR, SIMULATOR_URL } from './settings'
import { closeToast } from './toasts'

// What a new agency and a new church ran into on their first walk through Flock, at the two
// widths they used: a laptop (1280 px) and a phone (375 px).
const SCREENS = path.join(E2E_DIR, 'screens')
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 375, height: 812 }

// A church (in its own browser context, left open) with an Instagram account whose handle is
// as long as Instagram allows and whose display name is the church's name, one post and one
// follower comment.
async function churchWithLongHandle(browser: Browser) {
  const church = uniqueChurch()
  const username = uniqueHandle('gracechapel_london').slice(0, 30)
  const account = await createSimAccount({ username, name: church.organizationName })
  const media = await createSimMedia(account.user_id, 'Sunday worship at 10')
  const text = `Lovely service today ${uniqueHandle('t')}`
  const comment = await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text })
  const context = await browser.newContext()
  const page = await context.newPage()
  await registerChurch(page, church)
  await closeToast(page, 'Registration successful')
  await connectSimAccount(page, account.username)
  const routeId = await page.evaluate(async () => {
    const me = (await (await fetch('/api/me')).json()) as { organization: { routeId: string } }
    return me.organization.routeId
  })
  return { church, account, media, comment, text, routeId, page, context }
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'element has a box').not.toBeNull()
  return box!
}

// Half a pixel either way for sub-pixel rounding.
async function expectInside(inner: Locator, outer: Locator) {
  const a = await boxOf(inner)
  const b = await boxOf(outer)
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5)
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5)
}

// One line, cut with an ellipsis, the whole handle on hover (title) and in the text itself.
async function expectTruncatedHandle(card: Locator, username: string) {
  const handle = card.getByTestId('account-username')
  await expect(handle).toHaveText(`@${username}`)
  await expect(handle).toHaveAttribute('title', `@${username}`)
  const metrics = await handle.evaluate((element) => ({
    overflow: element.scrollWidth > element.clientWidth,
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    textOverflow: getComputedStyle(element).textOverflow,
  }))
  expect(metrics.textOverflow).toBe('ellipsis')
  expect(metrics.overflow, 'the handle is longer than the card and is cut').toBe(true)
  expect(metrics.height).toBeLessThan(metrics.lineHeight * 1.5)
  await expectInside(handle, card)
}

async function openInboxOn(page: Page, text: string) {
  const applied = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/api/comments' && url.searchParams.get('search') === text
  })
  // The whole inbox (All): the comment stays in view as it is answered, hidden or done; the
  // inbox itself opens on Open (decision 079).
  await page.goto('/comments?view=all')
  await page.getByRole('searchbox', { name: 'Search comments...' }).fill(text)
  await applied
  const card = commentCard(page, text)
  await expect(card).toBeVisible({ timeout: 10_000 })
  return card
}

test.describe('what a newcomer tripped over', () => {
  // Each test sets up a church and an Instagram account through the real flow first.
  test.slow()
  test('account grids, the account page and the phone menu fit at 1280 px and 375 px', async ({
    page,
    browser,
  }) => {
    const { church, account, routeId, context } = await churchWithLongHandle(browser)
    await context.close()
    await page.setViewportSize(DESKTOP)
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await closeToast(page, 'Admin login successful')

    // The organisation's account list and /accounts: four columns, the handle on one line.
    await page.goto(`/organizations/${routeId}`)
    const orgCard = page
      .getByRole('listitem')
      .filter({ has: page.getByTestId('account-username') })
      .first()
    await expectTruncatedHandle(orgCard, account.username)
    await page.goto('/accounts')
    await page.getByRole('searchbox', { name: 'Search accounts...' }).fill(account.username)
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByText(`@${account.username}`, { exact: true }) })
    await expect(card).toHaveCount(1)
    await expectTruncatedHandle(card, account.username)
    await page.screenshot({ path: path.join(SCREENS, 'accounts-1280.png') })

    // The account page names the church once and does not repeat the account on each comment.
    await card.getByRole('link', { name: /View Account/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: `@${account.username}` }),
    ).toBeVisible()
    const header = page.locator('.bg-card').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(header.getByText(church.organizationName, { exact: true })).toHaveCount(1)
    const comments = page.getByRole('region', { name: 'Recent Follower Comments' })
    await expect(comments.getByText(/Lovely service today/)).toBeVisible()
    await expect(comments.getByText(/On account:/)).toHaveCount(0)
    await page.screenshot({ path: path.join(SCREENS, 'account-1280.png'), fullPage: true })

    // On a phone, "Comment as @…" stays inside its card and the screen.
    await page.setViewportSize(PHONE)
    const commentAs = page.getByRole('button', { name: `Comment as @${account.username}` })
    await expect(commentAs).toBeVisible()
    const postCard = page.locator('.bg-card').filter({ has: commentAs })
    await expectInside(commentAs, postCard)
    expect((await boxOf(commentAs)).x + (await boxOf(commentAs)).width).toBeLessThanOrEqual(
      PHONE.width,
    )
    await page.screenshot({ path: path.join(SCREENS, 'account-375.png'), fullPage: true })

    // The phone menu says who is signed in, and as what.
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Open menu' }).click()
    const signedIn = banner.getByTestId('signed-in-as')
    await expect(signedIn).toContainText(ADMIN.email)
    await expect(signedIn.getByText('Admin', { exact: true })).toBeVisible()
    const box = await boxOf(signedIn)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    await page.screenshot({ path: path.join(SCREENS, 'menu-375.png') })
  })

  test('a church on a phone sees its name and role in the menu', async ({ page }) => {
    await page.setViewportSize(PHONE)
    const church = await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Open menu' }).click()
    const signedIn = banner.getByTestId('signed-in-as')
    await expect(signedIn).toContainText(church.email)
    await expect(signedIn).toContainText(church.organizationName)
    await expect(signedIn.getByText('Client', { exact: true })).toBeVisible()
    await page.screenshot({ path: path.join(SCREENS, 'menu-client-375.png') })
  })

  test('an account removed in Instagram: the reason on both sides, both bells, Reply disabled', async ({
    page,
    browser,
  }) => {
    const {
      account,
      text,
      routeId,
      page: churchPage,
      context,
    } = await churchWithLongHandle(browser)
    const response = await fetch(`${SIMULATOR_URL}/__sim/deauthorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: account.user_id }),
    })
    expect(response.ok).toBe(true)
    const reason = 'Flock was removed from this account in Instagram’s settings'

    // The church: the card says why and offers Reconnect; its bell says so too.
    await churchPage.reload()
    const churchCard = accountCard(churchPage, account.username)
    await expect(churchCard.getByText('Needs reconnection')).toBeVisible()
    await expect(churchCard.getByText(new RegExp(reason))).toBeVisible()
    await expect(churchCard.getByRole('button', { name: 'Reconnect' })).toBeVisible()
    await churchPage.getByRole('button', { name: /Notifications/ }).click()
    await expect(
      churchPage
        .getByRole('menuitem')
        .filter({ hasText: `@${account.username} needs reconnection` }),
    ).toBeVisible()
    await churchPage.screenshot({ path: path.join(SCREENS, 'portal-reconnect-1280.png') })
    await churchPage.keyboard.press('Escape')
    await churchPage.setViewportSize(PHONE)
    await churchCard.scrollIntoViewIfNeeded()
    await churchPage.screenshot({ path: path.join(SCREENS, 'portal-reconnect-375.png') })
    await context.close()

    // The agency: a state on the card (no button-like "Connect"), the reason, the bell.
    await page.setViewportSize(DESKTOP)
    await loginAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await closeToast(page, 'Admin login successful')
    await page.goto(`/organizations/${routeId}`)
    const adminCard = page
      .getByRole('listitem')
      .filter({ has: page.getByText(`@${account.username}`, { exact: true }) })
    await expect(adminCard.getByText('Needs reconnection', { exact: true })).toBeVisible()
    await expect(adminCard.getByText(new RegExp(reason))).toBeVisible()
    await expect(adminCard.getByText('Connect', { exact: true })).toHaveCount(0)
    await page.screenshot({ path: path.join(SCREENS, 'organization-reconnect-1280.png') })
    await page.getByRole('button', { name: /Notifications/ }).click()
    await expect(
      page.getByRole('menuitem').filter({ hasText: `@${account.username} needs reconnection` }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // The inbox: Reply is disabled and the card says why.
    const card = await openInboxOn(page, text)
    await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeDisabled()
    await expect(card.getByText(new RegExp(reason))).toBeVisible()
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: path.join(SCREENS, 'inbox-reconnect-375.png'), fullPage: true })
  })

  test('a failed reply offers Retry, Edit and Discard, never a second Reply; Edit sends the new text', async ({
    page,
    browser,
  }) => {
    const { text, comment, context } = await churchWithLongHandle(browser)
    await context.close()
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const card = await openInboxOn(page, text)
    await addSimFault({
      path: `*/${comment.id}/replies`,
      method: 'POST',
      errors: [{ status: 400, code: 100, message: 'Cannot reply' }],
      count: 1,
    })
    try {
      await card.getByRole('button', { name: 'Reply', exact: true }).click()
      await card.getByPlaceholder('Write your reply...').fill('Thanks for coming!')
      await card.getByRole('button', { name: 'Send', exact: true }).click()
      const failure = card.getByRole('alert').filter({ hasText: 'Reply not sent' })
      await expect(failure).toBeVisible({ timeout: 10_000 })
      for (const name of ['Retry', 'Edit', 'Discard'])
        await expect(failure.getByRole('button', { name })).toBeEnabled()
      await expect(card.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0)
      await page.screenshot({ path: path.join(SCREENS, 'inbox-failed-1280.png') })

      await failure.getByRole('button', { name: 'Edit' }).click()
      const box = card.getByRole('textbox', { name: 'Edit reply' })
      await expect(box).toHaveValue('Thanks for coming!')
      await box.fill('Thank you for coming, see you Sunday!')
      await card.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })
      await expect(card.getByRole('list', { name: 'Replies' })).toContainText(
        'Thank you for coming, see you Sunday!',
      )
      await expect(failure).toHaveCount(0)
    } finally {
      await clearSimFaults()
    }
  })

  test('Hide shows at once and says so; a refused Hide is put back with a toast', async ({
    page,
    browser,
  }) => {
    const { text, comment, context } = await churchWithLongHandle(browser)
    await context.close()
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const card = await openInboxOn(page, text)

    // The server's answer is held back: the card must not wait for it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/comments/*/hide', async (route) => {
      await held
      await route.continue()
    })
    await card.getByRole('button', { name: 'Hide' }).click()
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Unhide' })).toBeVisible()
    release()
    await expect(page.getByRole('listitem').filter({ hasText: 'Comment hidden' })).toBeVisible()
    await page.unroute('**/api/comments/*/hide')
    await closeToast(page, 'Comment hidden')

    // Instagram refuses the Unhide: the card goes back to Hidden and says what failed.
    await addSimFault({
      path: `*/${comment.id}`,
      method: 'POST',
      errors: [{ status: 400, code: 100, message: 'Cannot change this comment' }],
      count: 1,
    })
    try {
      await card.getByRole('button', { name: 'Unhide' }).click()
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Failed to unhide comment' }),
      ).toBeVisible({ timeout: 10_000 })
      await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Unhide' })).toBeVisible()
    } finally {
      await clearSimFaults()
    }
  })

  test('the inbox shows a failed load in the same alert as the dashboard, with Try again', async ({
    page,
  }) => {
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/comments')
    // A search longer than the server accepts is refused with a 400.
    await page.getByRole('searchbox', { name: 'Search comments...' }).fill('x'.repeat(201))
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load comments.' })
    await expect(alert).toBeVisible({ timeout: 10_000 })
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('a church renaming itself is told "Name Change Detected"; an admin is not told about "your" organization', async ({
    page,
    browser,
  }) => {
    const church = await registerChurch(page)
    await closeToast(page, 'Registration successful')
    const routeId = await page.evaluate(async () => {
      const me = (await (await fetch('/api/me')).json()) as { organization: { routeId: string } }
      return me.organization.routeId
    })
    await page.getByRole('button', { name: 'Edit Organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Organization' })
    await dialog.getByLabel('Organization Name').fill(`${church.organizationName} Renamed`)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    const notice = page.getByRole('listitem').filter({ hasText: 'Name Change Detected' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(
      "You've changed your organization name. Your accounts may need to be updated to match the new name.",
    )

    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    await admin.goto(`/organizations/${routeId}`)
    await admin.getByRole('button', { name: 'Edit Organization' }).click()
    const adminDialog = admin.getByRole('dialog', { name: 'Edit Organization' })
    await expect(adminDialog.getByText(/Update this organization’s details/)).toBeVisible()
    await expect(adminDialog.getByText(/your organization/i)).toHaveCount(0)
    await adminContext.close()
  })

  test('connecting an account another church has says what to do instead of "try again"', async ({
    page,
    browser,
  }) => {
    const account = await createSimAccount()
    const first = await browser.newContext()
    const firstPage = await first.newPage()
    await registerChurch(firstPage)
    await connectSimAccount(firstPage, account.username)
    await first.close()

    await registerChurch(page)
    await closeToast(page, 'Registration successful')
    await page.getByRole('button', { name: 'Connect Account' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Instagram Account' })
      .getByRole('button', { name: 'Connect with Instagram' })
      .click()
    await page.getByRole('radio', { name: new RegExp(`^@${account.username}(\\s|$)`) }).check()
    await page.getByRole('button', { name: 'Allow', exact: true }).click()
    const toast = page.getByRole('listitem').filter({ hasText: 'Connection Failed' })
    await expect(toast).toBeVisible({ timeout: 10_000 })
    await expect(toast).toContainText('connect a different account')
    await expect(toast).not.toContainText('Please try again')
  })
})

test('a church picks an account’s profile picture as its logo; the agency’s cards show it', async ({
  page,
  browser,
}) => {
  test.slow()
  const {
    church,
    account,
    routeId,
    page: churchPage,
    context,
  } = await churchWithLongHandle(browser)
  await churchPage.getByRole('button', { name: 'Edit Organization' }).click()
  const dialog = churchPage.getByRole('dialog', { name: 'Edit Organization' })
  const logo = dialog.getByRole('group', { name: 'Logo' })
  await expect(logo.getByRole('radio', { name: 'No logo' })).toBeChecked()
  await logo.getByRole('radio', { name: `@${account.username}` }).check()
  await churchPage.screenshot({ path: path.join(SCREENS, 'edit-logo-1280.png') })
  await churchPage.setViewportSize(PHONE)
  await logo.scrollIntoViewIfNeeded()
  await churchPage.screenshot({ path: path.join(SCREENS, 'edit-logo-375.png') })
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toHaveCount(0)
  await context.close()

  await page.setViewportSize(DESKTOP)
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/organizations/${routeId}`)
  await expect(page.getByRole('heading', { level: 1, name: church.organizationName })).toBeVisible()
  const picture = page.getByRole('main').locator('img').first()
  await expect(picture).toHaveAttribute('src', new RegExp(`^${SIMULATOR_URL}`))
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await page.goto('/organizations')
  await page
    .getByRole('searchbox', { name: 'Search organizations...' })
    .fill(church.organizationName)
  const card = page.getByRole('listitem').filter({ hasText: church.organizationName })
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^${SIMULATOR_URL}`))
  await page.screenshot({ path: path.join(SCREENS, 'organizations-logo-1280.png') })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: path.join(SCREENS, 'organizations-logo-375.png') })
})
