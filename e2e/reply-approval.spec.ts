import path from 'node:path'
import { E2E_DIR } from './settings'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import {
  commentCard,
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  openSearchedInbox,
  simLog,
  uniqueHandle,
} from './instagram'

const SCREENS = path.join(E2E_DIR, 'screens')

const repliesPosted = async (igCommentId: string) =>
  (await simLog()).filter(
    (call) => call.method === 'POST' && call.path.endsWith(`/${igCommentId}/replies`),
  )

// A church asks to approve every reply; an admin replies and watches the card in a second
// browser while the church approves in its portal: Awaiting approval → Approved → Sent, live.
test('a church approves a reply while the agency watches its card change', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const account = await createSimAccount()
  const media = await createSimMedia(account.user_id, 'Harvest supper on Saturday')
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  await page.goto('/portal')
  const settings = page.getByRole('form', { name: 'Reply approval settings' })
  await settings.getByRole('radio', { name: /For all replies/ }).check()
  await settings.getByRole('button', { name: 'Save reply approval' }).click()
  await expect(page.getByText('Reply approval saved')).toBeVisible()
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await settings.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SCREENS, `portal-approval-card-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  const text = `Can I bring my neighbours to the supper? ${uniqueHandle('q')}`
  const comment = await createSimComment({ media_id: media.id, username: 'martha', text })

  const agency = await browser.newContext()
  try {
    const admin = await agency.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    await openSearchedInbox(admin, text)
    const card = commentCard(admin, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByLabel('Reply', { exact: true }).fill('Of course, everyone is welcome!')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(admin.getByText('Waiting for the church’s approval')).toBeVisible()
    await expect(card.getByText("Awaiting the church's approval")).toBeVisible()
    await expect(card.getByText('Awaiting approval', { exact: true })).toBeVisible()
    expect(await repliesPosted(comment.id)).toEqual([])

    // Switching approval off posts nothing undecided: the card says a reply still waits.
    await page.goto('/portal')
    await settings.getByRole('radio', { name: /^Off/ }).check()
    await settings.getByRole('button', { name: 'Save reply approval' }).click()
    const waiting = page
      .getByRole('status')
      .filter({ hasText: '1 reply still waits for your decision' })
    await expect(waiting).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await waiting.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SCREENS, `portal-approval-waiting-${width}.png`) })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await repliesPosted(comment.id)).toEqual([])
    await expect(card.getByText('Awaiting approval', { exact: true })).toBeVisible()
    // The agency reads the same on the church's page.
    const me = (await page.evaluate(() => fetch('/api/me').then((r) => r.json()))) as {
      organization: { routeId: string }
    }
    const churchPage = await agency.newPage()
    await churchPage.goto(`/organizations/${me.organization.routeId}`)
    const agencyNotice = churchPage
      .getByRole('status')
      .filter({ hasText: "1 reply still waits for the church's decision" })
    await expect(agencyNotice).toBeVisible()
    for (const width of [1280, 375]) {
      await churchPage.setViewportSize({ width, height: 900 })
      await agencyNotice.scrollIntoViewIfNeeded()
      await churchPage.screenshot({
        path: path.join(SCREENS, `organization-approval-waiting-${width}.png`),
      })
    }
    await churchPage.close()
    await waiting.getByRole('link', { name: 'Review it' }).click()
    await expect(page).toHaveURL(/\/portal\/approvals$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Replies to approve' })).toBeVisible()
    const item = page.locator('[data-approval]').filter({ hasText: text })
    await expect(item.getByText('Of course, everyone is welcome!')).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(item).toBeVisible()
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(SCREENS, `approvals-${width}.png`), fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await item.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(page.getByText('Nothing waiting for your approval')).toBeVisible()
    // The decision joins the church's history, with who decided.
    const decided = page.locator('[data-decision="approved"]').filter({ hasText: text })
    await expect(decided.getByText('Approved', { exact: true })).toBeVisible()
    await expect(decided.getByText(/^by .+ · /)).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: path.join(SCREENS, `approvals-history-${width}.png`),
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    // The admin's card follows without a reload, through the realtime events.
    await expect(card.locator('[data-outgoing-state="sent"]')).toBeVisible({ timeout: 10_000 })
    await expect(card.getByText(/Approved by .+ · Sent/)).toBeVisible()
    await expect(card.getByText('Responded', { exact: true })).toBeVisible()
    await admin.screenshot({ path: path.join(SCREENS, 'approval-agency-card-1280.png') })
    expect(await repliesPosted(comment.id)).toHaveLength(1)
  } finally {
    await agency.close()
  }
})

// A declined reply goes back to the agency with the church's reason, and nothing is posted.
test('a declined reply returns to the agency with the reason', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const account = await createSimAccount()
  const media = await createSimMedia(account.user_id, 'Choir practice')
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  await page.goto('/portal')
  const settings = page.getByRole('form', { name: 'Reply approval settings' })
  await settings.getByRole('radio', { name: /For all replies/ }).check()
  await settings.getByRole('button', { name: 'Save reply approval' }).click()
  await expect(page.getByText('Reply approval saved')).toBeVisible()
  const text = `When is choir practice? ${uniqueHandle('q')}`
  const comment = await createSimComment({ media_id: media.id, username: 'lydia', text })

  const agency = await browser.newContext()
  try {
    const admin = await agency.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    await openSearchedInbox(admin, text)
    const card = commentCard(admin, text)
    await expect(card).toBeVisible({ timeout: 10_000 })
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByLabel('Reply', { exact: true }).fill('Thursdays!')
    await card.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(card.getByText("Awaiting the church's approval")).toBeVisible()

    await page.goto('/portal/approvals')
    const item = page.locator('[data-approval]').filter({ hasText: text })
    await item.getByRole('button', { name: 'Decline', exact: true }).click()
    await expect(item.getByRole('button', { name: 'Decline reply' })).toBeDisabled()
    await item.getByLabel('Why? The agency reads this').fill('Say Thursdays at 7pm, in the hall.')
    await item.getByRole('button', { name: 'Decline reply' }).click()
    await expect(page.getByText('Nothing waiting for your approval')).toBeVisible()
    const declined = page.locator('[data-decision="declined"]').filter({ hasText: text })
    await expect(declined.getByText('Say Thursdays at 7pm, in the hall.')).toBeVisible()

    await expect(card.getByText(/Declined by .+: Say Thursdays at 7pm, in the hall\./)).toBeVisible(
      {
        timeout: 10_000,
      },
    )
    await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeEnabled()
    await card.scrollIntoViewIfNeeded()
    await admin.screenshot({ path: path.join(SCREENS, 'approval-declined-card-1280.png') })
    expect(await repliesPosted(comment.id)).toEqual([])
  } finally {
    await agency.close()
  }
})
