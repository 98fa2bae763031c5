import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import type { TReport } from '../common/src/schemas/reports'
import { expect, signInAsAdmin, test } from './fixtures'
import { churchWithPost, createSimComment } from './instagram'

const TEXTS = ['Praying for you, always', 'Amen 🙏', 'See you "Sunday"']

// A church with three follower comments written this month, and the admin signed in.
async function churchWithComments(page: Page, browser: Parameters<typeof churchWithPost>[0]) {
  const { account, media } = await churchWithPost(browser)
  for (const text of TEXTS) {
    await createSimComment({ media_id: media.id, username: 'a_follower', text })
  }
  await signInAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const accounts = (await (
    await page.request.get(`/api/accounts?search=${account.username}`)
  ).json()) as { items: { username: string; organizationId: string }[] }
  const organizationId = accounts.items.find(
    (item) => item.username === account.username,
  )!.organizationId
  // The comments reach Flock by webhook.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/comments?organizationId=${organizationId}`)
      return ((await response.json()) as { items: unknown[] }).items.length
    })
    .toBe(TEXTS.length)
  return { account, organizationId }
}

test('the printable monthly report shows the agency, the month and its numbers, and prints alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { account, organizationId } = await churchWithComments(page, browser)
  const month = new Date().toISOString().slice(0, 7)
  const site = (await (await page.request.get('/api/site')).json()) as { agencyName: string }
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/reports' && response.ok(),
  )
  await page.goto(`/reports/print?org=${organizationId}&month=${month}`)
  const report = (await (await answer).json()) as TReport
  const monthName = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))

  const article = page.locator('article.monthly-report')
  await expect(article.getByText(site.agencyName, { exact: true })).toBeVisible()
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(
    `${report.church!.name}: ${monthName}`,
  )
  expect(report.volume.totals.received).toBe(TEXTS.length)
  await expect(article.getByRole('row', { name: /Comments received/ })).toContainText(
    String(TEXTS.length),
  )
  await expect(article.getByRole('row', { name: new RegExp(`@${account.username}`) })).toBeVisible()

  // The print style sheet: A4 margins, and on paper only the report (no button, no menus).
  const printRules = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSMediaRule && rule.media.mediaText === 'print')
      .map((rule) => rule.cssText)
      .join('\n'),
  )
  expect(printRules).toContain('@page')
  const printButton = page.getByRole('button', { name: 'Print or save as PDF' })
  await expect(printButton).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(printButton).toBeHidden()
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden()
  await expect(article).toBeVisible()
  await page.screenshot({ path: 'test-results/report-print.png', fullPage: true })
})

test("Export CSV on the inbox downloads the comments of the inbox's filters", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { organizationId } = await churchWithComments(page, browser)
  await page.goto(`/comments?view=all&org=${organizationId}&q=amen`)
  // The export sits with the other filters, under "More filters".
  await page.getByRole('button', { name: /^More filters/ }).click()
  const exportButton = page.getByRole('button', { name: 'Export CSV' })
  const asked = page.waitForRequest(/\/api\/exports\/comments\.csv/)
  const download = page.waitForEvent('download')
  await exportButton.click()
  expect(new URL((await asked).url()).search).toBe(`?organizationId=${organizationId}&search=amen`)
  const saved = await download
  expect(saved.suggestedFilename()).toMatch(/^flock-comments-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parse(await readFile(await saved.path()), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  expect(rows.map((row) => row.text)).toEqual(['Amen 🙏'])
  await expect(page.getByText('Exported 1 comment', { exact: true })).toBeVisible()

  await page.goto(`/comments?view=all&org=${organizationId}`)
  await page.getByRole('button', { name: /^More filters/ }).click()
  const all = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const everything = parse(await readFile(await (await all).path()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[]
  expect(everything.map((row) => row.text).sort()).toEqual([...TEXTS].sort())
  await page.screenshot({ path: 'test-results/inbox-export.png' })
  // On a phone too the export sits with the other filters, behind "More filters (n)".
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  await page.getByRole('button', { name: /^More filters/ }).click()
  await page.getByRole('button', { name: 'Export CSV' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport()
  await page.screenshot({ path: 'test-results/inbox-export-375.png' })
})
