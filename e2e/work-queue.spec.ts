import { expectNoAxeViolations } from './axe'
import type { Page } from '@playwright/test'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, commentCard, createSimComment, uniqueHandle } from './instagram'

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })

// The inbox as a work queue: its view and filters live in the address, and Done takes a
// comment out of Open with the count following, on a desktop and on a phone.
for (const width of [1280, 375]) {
  test(`filters survive a reload and Done takes a comment out of Open, at ${width} px`, async ({
    page,
    browser,
  }) => {
    // A church to connect, two sign-ins and a reload: more than the usual 30 s on a busy machine.
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const { account, media } = await churchWithPost(browser)
    const token = uniqueHandle('wq')
    const amen = `Amen ${token}`
    const question = `When does the service start ${token}`
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: amen })
    await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: question })

    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto(`/comments?view=open&q=${token}`)
    // The pickers are folded under "More filters (n)", which counts those in force.
    const more = page.getByRole('button', { name: /^More filters/ })
    await expect(page.getByRole('combobox', { name: 'Filter by account' })).toBeHidden()
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('combobox', { name: 'Filter by account' }).fill(account.username)
    await page.getByRole('option', { name: new RegExp(`^@${account.username}\\b`) }).click()
    const chip = page.getByRole('button', { name: `Remove filter: Account: @${account.username}` })
    await expect(chip).toBeVisible()
    await expect(more).toHaveText('More filters (1)')
    await expect(tab(page, 'Open')).toHaveAttribute('aria-selected', 'true')
    await expect(tab(page, 'Open')).toContainText('(2)')
    await expect(commentCard(page, amen)).toBeVisible({ timeout: 10_000 })

    await commentCard(page, amen).getByRole('button', { name: 'Done', exact: true }).click()
    await expect(commentCard(page, amen)).toHaveCount(0)
    await expect(tab(page, 'Open')).toContainText('(1)')
    await expect(tab(page, 'Done')).toContainText('(1)')
    await expect(commentCard(page, question)).toBeVisible()

    await page.reload()
    await expect(tab(page, 'Open')).toHaveAttribute('aria-selected', 'true')
    await expect(chip).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search comments...' })).toHaveValue(token)
    await expect(commentCard(page, question)).toBeVisible({ timeout: 10_000 })
    await expect(commentCard(page, amen)).toHaveCount(0)
    await expect(tab(page, 'Open')).toContainText('(1)')

    await expectNoAxeViolations(page)

    await tab(page, 'Done').click()
    await expect(page).toHaveURL(/view=done/)
    const done = commentCard(page, amen)
    await expect(done).toBeVisible()
    await done.getByRole('button', { name: 'Reopen' }).click()
    await expect(commentCard(page, amen)).toHaveCount(0)
    await expect(tab(page, 'Open')).toContainText('(2)')
    await page.screenshot({ path: `test-results/work-queue-${width}.png`, fullPage: true })
  })
}
