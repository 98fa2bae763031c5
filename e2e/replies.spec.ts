import path from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_DIR } from './settings'
import { expect, signInAsAdmin, test } from './fixtures'
import { closeToast } from './toasts'
import { expectNoAxeViolations } from './axe'
import { churchWithPost, commentCard, createSimComment, simLog, uniqueHandle } from './instagram'

const SCREENS = path.join(E2E_DIR, 'screens')

async function openInboxAt(page: Page, text: string, options: { signIn: boolean }) {
  if (options.signIn) {
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
  }
  // The whole inbox (All): the comment stays in view as it is answered, hidden or done; the
  // inbox itself opens on Open (decision 079).
  await page.goto('/comments?view=all')
  const applied = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return url.pathname === '/api/comments' && url.searchParams.get('search') === text
  })
  await page.getByRole('searchbox', { name: 'Search comments...' }).fill(text)
  await applied
  const card = commentCard(page, text)
  await expect(card).toBeVisible({ timeout: 10_000 })
  return card
}

test.describe('what a teammate sends', () => {
  test.describe.configure({ timeout: 90_000 })
  test('a saved reply with a variable the church lacks is flagged, filled in and sent with Ctrl+Enter', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const title = `Parking ${uniqueHandle('t')}`
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/settings/saved-replies')
    await expect(page).toHaveTitle(/^Saved replies/)
    await page.getByRole('button', { name: 'New saved reply' }).click()
    const form = page.getByRole('form', { name: 'New saved reply' })
    await form.getByLabel('Title').fill(title)
    await form
      .getByLabel('Text')
      .fill('Parking at {church.name} is free. Questions? Call {church.phone}.')
    await form.getByRole('button', { name: 'Save reply' }).click()
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    // A toast fading in is audited mid-animation; the page is what is checked here.
    await closeToast(page, `Saved “${title}”`)
    await expectNoAxeViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: path.join(SCREENS, `saved-replies-${width}.png`),
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const text = `Where do I park? ${uniqueHandle('t')}`
    const comment = await createSimComment({
      media_id: media.id,
      username: uniqueHandle('f'),
      text,
    })
    const card = await openInboxAt(page, text, { signIn: false })
    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByRole('button', { name: 'Saved replies' }).click()
    await card.getByRole('combobox', { name: 'Search saved replies' }).fill(title)
    await expect(card.getByRole('option', { name: new RegExp(title) })).toBeVisible()
    await page.keyboard.press('Enter')

    const box = card.getByLabel('Reply', { exact: true })
    await expect(box).toHaveValue(/^Parking at .+ is free\. Questions\? Call \{church\.phone\}\.$/)
    await expect(
      card.getByText(/^\{church\.phone\} has no value for .+: fill it in or edit it out$/),
    ).toBeVisible()
    const send = card.getByRole('button', { name: 'Send', exact: true })
    await expect(send).toBeDisabled()
    await expectNoAxeViolations(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await card.screenshot({ path: path.join(SCREENS, `reply-flagged-${width}.png`) })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    const filled = (await box.inputValue()).replace('{church.phone}', '555 0101')
    await box.fill(filled)
    await expect(send).toBeEnabled()
    await box.press('Control+Enter')
    await expect(card.getByText('Responded', { exact: true })).toBeVisible({ timeout: 10_000 })
    const posted = (await simLog()).filter(
      (call) => call.method === 'POST' && call.path.endsWith(`/${comment.id}/replies`),
    )
    expect(posted).toHaveLength(1)
  })

  test('Reply privately sends one direct message, and the card shows it', async ({
    page,
    browser,
  }) => {
    const { media } = await churchWithPost(browser)
    const text = `Please pray for my mother ${uniqueHandle('t')}`
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text })
    const card = await openInboxAt(page, text, { signIn: true })
    await card.locator('[data-action="reply-privately"]').click()
    const box = card.getByLabel(/^Private reply to @/)
    await box.fill('We are praying for your mother. Write to us anytime.')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await card.screenshot({ path: path.join(SCREENS, `private-reply-${width}.png`) })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await card.getByRole('button', { name: 'Send privately' }).click()
    await expect(card.getByText(/^Private reply sent by .+/)).toBeVisible({ timeout: 10_000 })
    await expect(card.locator('[data-action="reply-privately"]')).toHaveCount(0)
    const sent = (await simLog()).filter(
      (call) => call.method === 'POST' && call.path.endsWith('/messages'),
    )
    expect(sent.length).toBeGreaterThanOrEqual(1)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await card.screenshot({ path: path.join(SCREENS, `private-reply-sent-${width}.png`) })
    }
  })
})
