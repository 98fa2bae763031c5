import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { churchWithPost, createSimComment } from './instagram'
import { SIMULATOR_URL } from './settings'

async function hiddenOnInstagram(commentId: string) {
  const state = (await (await fetch(`${SIMULATOR_URL}/__sim/state`)).json()) as {
    comments: { id: string; hidden: boolean }[]
  }
  return state.comments.find((comment) => comment.id === commentId)?.hidden ?? false
}

// An admin writes a rule, sees before saving what it would have matched over the last 30 days,
// saves it, and the next spam comment from Instagram is hidden there within seconds.
test('a rule previewed on past comments hides the next spam comment', async ({ page, browser }) => {
  // A church, its post and its comments are made through the simulator first.
  test.slow()
  // One word no other test writes, so the preview's count is this test's alone.
  const word = `zqspam${Date.now().toString(36)}`
  const { media } = await churchWithPost(browser)
  await createSimComment({
    media_id: media.id,
    username: 'spam.bot',
    text: `Get ${word.toUpperCase()} now 👉 check my bio`,
  })
  await createSimComment({ media_id: media.id, username: 'grace.f', text: 'Amen, see you Sunday' })

  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/settings/rules')
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation rules' })).toBeVisible()
  await page.getByRole('button', { name: 'New rule' }).click()
  const form = page.getByRole('form', { name: 'New rule' })
  await form.getByRole('textbox', { name: 'Name' }).fill(`Spam ${word}`)
  // A new rule starts with nothing ticked: the person chooses each condition and action.
  await form.getByRole('checkbox', { name: 'contains any of these words or phrases' }).check()
  await form.getByLabel('Words or phrases, one a line').fill(word)
  await form.getByRole('checkbox', { name: 'Hide it on Instagram' }).check()
  await form.getByRole('button', { name: 'Preview matches' }).click()
  await expect(form.getByTestId('dry-run-count')).toContainText('Would have matched 1 of')
  await expect(form.getByText(`Get ${word.toUpperCase()} now 👉 check my bio`)).toBeVisible()
  await page.screenshot({ path: 'test-results/rules-preview-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(form.getByTestId('dry-run-count')).toBeVisible()
  await page.screenshot({ path: 'test-results/rules-preview-375.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  await form.getByRole('button', { name: 'Create rule' }).click()
  await expect(page.getByRole('heading', { level: 3, name: `Spam ${word}` })).toBeVisible()
  await page.screenshot({ path: 'test-results/rules-list-1280.png', fullPage: true })

  const spam = await createSimComment({
    media_id: media.id,
    username: 'spam.bot2',
    text: `${word} again, free money`,
  })
  await expect.poll(() => hiddenOnInstagram(spam.id), { timeout: 10_000 }).toBe(true)

  // Switched off, so later runs and other tests meet only their own rules.
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Spam ${word}` }) })
  await row.getByRole('checkbox', { name: 'On' }).click()
  await expect(row.getByText('Off', { exact: true })).toBeVisible()
})

// A church's Owner keeps its own hidden words on the portal; a word of only punctuation is refused
// with the reason.
test("a church's Owner writes its hidden words on the portal", async ({ page }) => {
  await registerChurch(page)
  await page.goto('/portal')
  const form = page.getByRole('form', { name: 'Hidden words' })
  await form.getByLabel('Hidden words, one a line').fill('raffle\n***')
  await form.getByRole('button', { name: 'Save hidden words' }).click()
  await expect(form.getByRole('alert')).toContainText('would match every comment')
  await form.getByLabel('Hidden words, one a line').fill('raffle\nrifa')
  await form.getByRole('button', { name: 'Save hidden words' }).click()
  await expect(page.getByText('Hidden words saved')).toBeVisible()
  await page.reload()
  await expect(form.getByLabel('Hidden words, one a line')).toHaveValue('raffle\nrifa')
  await form.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/hidden-words-1280.png' })
  await page.setViewportSize({ width: 375, height: 800 })
  await form.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/hidden-words-375.png' })
})
