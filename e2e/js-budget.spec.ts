import { expect, test } from './fixtures'
import { kilobytes, totalGzipWeight } from './js-weight'

// The two pages a church secretary meets first, often on a phone, must stay small: every script
// they load, counted as the gzip bytes the server sends (1 KB = 1000 bytes).
const BUDGET_BYTES = 100_000

for (const url of ['/', '/login']) {
  test(`${url} loads at most ${kilobytes(BUDGET_BYTES)} of gzip JavaScript`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')

    const { scripts: weights, gzipBytes } = await totalGzipWeight(scripts)
    const report = weights.map((script) => `${kilobytes(script.gzipBytes)}  ${script.url}`)
    console.log(`${url}: ${kilobytes(gzipBytes)} of gzip JavaScript\n  ${report.join('\n  ')}`)
    expect(weights.length).toBeGreaterThan(0)
    expect(gzipBytes, report.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}
