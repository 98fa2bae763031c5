import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import {
  commentCard,
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  uniqueHandle,
} from './instagram'

const GUIDANCE = 'Call Pastor Ana on 020 7946 0000 at once, day or night.'

// A church names itself pastoral contact; a comment in crisis arrives from Instagram; the church
// sees it with its guidance and follows it up; the agency sees that on its inbox card.
test('a crisis comment reaches the church and its follow-up reaches the agency', async ({
  page,
  browser,
}) => {
  const account = await createSimAccount()
  const media = await createSimMedia(account.user_id, 'Sunday worship at 10')
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  await page.goto('/portal')

  const card = page.getByRole('form', { name: 'Pastoral care settings' })
  // A new church has named no contact: its Owner is told until it does, and the card says so.
  await card.getByRole('checkbox').first().waitFor()
  const reach = card.getByRole('status').filter({ hasText: 'No pastoral contact ticked yet' })
  await expect(reach).toContainText('will be told of flagged comments until you choose contacts')
  await page.screenshot({ path: 'test-results/pastoral-reach-notice-1280.png', fullPage: true })
  await card.getByRole('checkbox').first().uncheck()
  await expect(card.getByRole('alert')).toContainText('No one at your church is told')
  await card.getByRole('checkbox').first().check()
  await card.getByRole('checkbox').nth(1).check()
  await expect(reach).toHaveCount(0)
  await card.getByLabel('Emergency guidance').fill(GUIDANCE)
  await card.getByRole('button', { name: 'Save pastoral care' }).click()
  await expect(page.getByText('Pastoral care saved')).toBeVisible()

  const text = `I can't go on anymore, I want to end my life ${uniqueHandle('x')}`
  await createSimComment({ media_id: media.id, username: 'lost.sheep', text })

  await page.goto('/portal/pastoral-care')
  await expect(page.getByRole('heading', { level: 1, name: 'Pastoral care' })).toBeVisible()
  const item = page
    .locator('div', { hasText: text })
    .filter({ has: page.getByRole('form', { name: 'Follow up' }) })
    .last()
  await expect(item.getByText('Crisis', { exact: true })).toBeVisible()
  await expect(item.getByText(GUIDANCE)).toBeVisible()
  await expect(item.getByText(/Consider asking your agency to hide this comment/)).toBeVisible()
  await expectNoAxeViolations(page)

  await item.getByLabel('Private note to the agency (optional)').fill('Ana called; he is safe.')
  await item.getByRole('button', { name: 'Mark followed up' }).click()
  await expect(page.getByText('Note to the agency: Ana called; he is safe.')).toBeVisible()

  const agency = await browser.newContext()
  try {
    const admin = await agency.newPage()
    await signInAsAdmin(admin)
    await expect(admin).toHaveURL(/\/dashboard$/)
    await admin.goto('/comments?view=all&flag=crisis')
    const inboxCard = commentCard(admin, text)
    await expect(inboxCard.getByText('Crisis', { exact: true })).toBeVisible()
    await expect(inboxCard.getByText(/Followed up by/)).toBeVisible()
    await expect(inboxCard.getByText('Note from the church: Ana called; he is safe.')).toBeVisible()
    await admin.screenshot({ path: 'test-results/pastoral-agency-card-1280.png', fullPage: true })

    // Opened, the comment shows the church's guidance and the private replies marked for crisis.
    const title = `We are here ${uniqueHandle('c')}`
    const saved = await admin.request.post('/api/saved-replies', {
      data: {
        title,
        text: 'Dear {commenter.username}, we are praying for you.',
        suggestForCrisis: true,
      },
    })
    expect(saved.status()).toBe(201)
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.goto('/comments?view=all&flag=crisis')
      await commentCard(admin, text).getByRole('link', { name: /^Open/ }).click()
      const crisis = admin.getByRole('region', { name: 'This person may be in crisis' })
      await expect(crisis.getByText(GUIDANCE)).toBeVisible()
      await expect(crisis.getByRole('button', { name: 'Hide the comment' })).toBeVisible()
      await admin.screenshot({ path: `test-results/crisis-support-${width}.png`, fullPage: true })
    }
    await admin
      .getByRole('region', { name: 'This person may be in crisis' })
      .getByRole('button', { name: new RegExp(title) })
      .click()
    await expect(admin.getByRole('textbox', { name: /Private reply/ })).toHaveValue(
      'Dear @lost.sheep, we are praying for you.',
    )
  } finally {
    await agency.close()
  }
})

test('a church reads its conversations at 1280 and 375 px', async ({ page }) => {
  const account = await createSimAccount()
  const media = await createSimMedia(account.user_id, 'Carol service')
  await registerChurch(page)
  await connectSimAccount(page, account.username)
  const text = `What time is the carol service? ${uniqueHandle('q')}`
  await createSimComment({ media_id: media.id, username: 'ruth', text })
  await createSimComment({ media_id: media.id, username: 'boaz', text: 'Is there parking?' })

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/portal/conversations')
    await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()
    await page.getByRole('searchbox').fill('carol')
    await expect(page.getByText('Is there parking?')).toBeHidden()
    await expect(page.getByText(text)).toBeVisible()
    await page.getByRole('tab', { name: 'Responded' }).click()
    await expect(page.getByText('No comment matches your search')).toBeVisible()
    await page.getByRole('tab', { name: 'Open' }).click()
    await expect(page.getByText(text)).toBeVisible()
    await expectNoAxeViolations(page)
    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/conversations-${width}.png`, fullPage: true })
    await page.goto('/portal')
    await expect(page.getByRole('form', { name: 'Pastoral care settings' })).toBeVisible()
    await page.screenshot({ path: `test-results/portal-pastoral-${width}.png`, fullPage: true })
  }
})
