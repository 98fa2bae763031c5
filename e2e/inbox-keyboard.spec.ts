import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, commentCard, createSimComment, uniqueHandle } from './instagram'

const SCREENSHOTS = '.tmp/screenshots'
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })
const detail = (page: Page) => page.getByRole('region', { name: 'Comment', exact: true })

// A morning's queue worked without touching the mouse: j and k move, e marks done (in the list
// and in the open comment), Enter opens, r replies with a saved reply and Ctrl+Enter sends,
// Escape closes, until Open is empty and says so.
test('the Open view is worked to empty from the keyboard alone', async ({ page, browser }) => {
  // A church to connect, three comments and a reply through the simulator.
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const { media } = await churchWithPost(browser, { caption: 'Harvest supper on Friday' })
  const token = uniqueHandle('kb')
  const amen = `Amen ${token}`
  const question = `What time does the supper start ${token}`
  const praise = `Praise God for this church ${token}`
  for (const text of [amen, question, praise])
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text })

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const savedTitle = `Supper time ${token}`
  const savedText = 'Supper starts at six in the hall: see you there!'
  const saved = await page.request.post('/api/saved-replies', {
    data: { title: savedTitle, text: savedText },
  })
  expect(saved.status()).toBe(201)

  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  await page.goto(`/comments?view=open&q=${token}`)
  await stream
  await expect(tab(page, 'Open')).toContainText('(3)', { timeout: 10_000 })
  for (const text of [amen, question, praise]) await expect(commentCard(page, text)).toBeVisible()

  const focusedCard = page.locator('[data-comment-id]:focus')
  // The card under the cursor, by the text its label starts with.
  const cursorOn = async () => (await focusedCard.getAttribute('data-comment-label')) ?? ''

  // Down twice and back up once: the cursor is on the first card, whichever it is.
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  await expect(focusedCard).toHaveCount(1)
  const first = await cursorOn()
  expect(await page.locator('[data-comment-id]').first().getAttribute('data-comment-label')).toBe(
    first,
  )

  let remaining = 3
  while (remaining > 0) {
    await page.keyboard.press('j')
    await expect(focusedCard).toHaveCount(1)
    const label = await cursorOn()
    if (label.includes(question)) {
      // Enter opens it beside the list; r opens the reply box with the focus in it.
      await page.keyboard.press('Enter')
      const pane = detail(page)
      await expect(pane.getByRole('heading', { level: 2 })).toBeVisible()
      await page.keyboard.press('r')
      const box = pane.getByPlaceholder('Write your reply...')
      await expect(box).toBeFocused()
      // Tab reaches the saved replies; one is found by its title and Enter inserts it.
      await page.keyboard.press('Tab')
      await expect(pane.getByRole('button', { name: 'Saved replies' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(pane.getByRole('combobox', { name: 'Search saved replies' })).toBeFocused()
      await page.keyboard.type(savedTitle)
      await expect(pane.getByRole('option', { name: new RegExp(savedTitle) })).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(box).toBeFocused()
      await expect(box).toHaveValue(savedText)
      await page.keyboard.press('Control+Enter')
      await expect(pane.getByText(savedText).first()).toBeVisible({ timeout: 10_000 })
      await expect(box).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(/\/comments\?/)
      await expect(detail(page)).toHaveCount(0)
      await expect(commentCard(page, question)).toHaveCount(0, { timeout: 10_000 })
    } else if (label.includes(amen)) {
      // Opened, then marked done from the open comment.
      await page.keyboard.press('Enter')
      await expect(detail(page).getByRole('heading', { level: 2 })).toBeVisible()
      await page.keyboard.press('e')
      await expect(commentCard(page, amen)).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(detail(page)).toHaveCount(0)
    } else {
      // Marked done straight from the list.
      expect(label).toContain(praise)
      await page.keyboard.press('e')
      await expect(commentCard(page, praise)).toHaveCount(0)
    }
    remaining -= 1
    await expect(tab(page, 'Open')).toContainText(`(${remaining})`)
  }

  await expect(page.getByText('No comments found')).toBeVisible()
  await expect(tab(page, 'Done')).toContainText('(2)')
  await expect(tab(page, 'Responded')).toContainText('(1)')
  await page.screenshot({ path: `${SCREENSHOTS}/inbox-keyboard-empty-1280.png` })
})
