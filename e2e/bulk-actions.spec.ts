import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, commentCard, createSimComment, uniqueHandle } from './instagram'

async function openInbox(page: Page) {
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  // The whole inbox (All): the comment stays in view as it is answered, hidden or done; the
  // inbox itself opens on Open (decision 079).
  await page.goto('/comments?view=all')
  await stream
  await expect(page.getByRole('tab', { name: /^All/ })).toBeVisible()
}

async function search(page: Page, text: string) {
  const applied = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/api/comments' && url.searchParams.get('search') === text
  })
  await page.getByRole('searchbox', { name: 'Search comments...' }).fill(text)
  await applied
}

// Four follower comments sharing a tag the inbox can be searched by, newest last.
async function taggedComments(browser: Parameters<typeof churchWithPost>[0], count: number) {
  const { media } = await churchWithPost(browser)
  const tag = uniqueHandle('bulk')
  const texts: string[] = []
  for (let n = 1; n <= count; n++) {
    const text = `Spam offer ${n} ${tag}`
    await createSimComment({ media_id: media.id, username: uniqueHandle(`f${n}`), text })
    texts.push(text)
  }
  return { tag, texts }
}

const selectBox = (page: Page, text: string) =>
  commentCard(page, text).locator('[data-action="select"]')

for (const width of [1280, 375]) {
  test(`bulk: select three with click and shift-click, mark them done (${width} px)`, async ({
    page,
    browser,
  }) => {
    // A church connects and four comments arrive before the inbox opens.
    test.slow()
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    const { tag, texts } = await taggedComments(browser, 4)
    await openInbox(page)
    await page.getByRole('tab', { name: /^Open/ }).click()
    await search(page, tag)
    for (const text of texts) await expect(commentCard(page, text)).toBeVisible({ timeout: 10_000 })
    // In the order the list shows them (comments of the same second are ordered by id).
    const boxes = page.getByRole('tabpanel').locator('[data-action="select"]')
    await expect(boxes).toHaveCount(4)
    await expect(boxes.first()).toHaveAccessibleName(/^Select the comment by @f\d_/)
    const kept = (await boxes.nth(3).getAttribute('aria-label'))!.replace(
      'Select the comment by ',
      '',
    )

    await boxes.nth(0).click()
    await boxes.nth(2).click({ modifiers: ['Shift'] })
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bar.getByText('3 selected')).toBeVisible()
    await expect(boxes.nth(1)).toBeChecked()
    await expect(boxes.nth(3)).not.toBeChecked()
    await page.screenshot({ path: `test-results/bulk-selected-${width}.png`, fullPage: false })

    await bar.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(page.getByText('3 comments marked done')).toBeVisible()
    await expect(boxes).toHaveCount(1)
    await expect(boxes.first()).toHaveAccessibleName(`Select the comment by ${kept}`)
    await expect(bar).toHaveCount(0)
  })
}

test('bulk hide shows its progress and its result', async ({ page, browser }) => {
  test.slow()
  const { tag, texts } = await taggedComments(browser, 3)
  await openInbox(page)
  await search(page, tag)
  for (const text of texts) await expect(commentCard(page, text)).toBeVisible({ timeout: 10_000 })
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await selectBox(page, texts[2]!).click()
  // Everything the search matches, through the count of the tab.
  await bar.getByRole('button', { name: 'Select all 3 matching' }).click()
  await expect(bar.getByText('All 3 matching selected')).toBeVisible()
  await bar.getByRole('button', { name: 'Hide', exact: true }).click()
  await expect(bar.getByRole('progressbar')).toBeVisible()
  await expect(bar.getByText('3 hidden')).toBeVisible({ timeout: 15_000 })
  await expect(bar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  for (const text of texts)
    await expect(commentCard(page, text).getByText('Hidden', { exact: true }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/bulk-hidden-1280.png' })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: 'test-results/bulk-hidden-375.png' })
})
