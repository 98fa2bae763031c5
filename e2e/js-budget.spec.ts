import { expect, test } from './fixtures'
import { kilobytes, totalGzipWeight } from './js-weight'

// The two pages a church secretary meets first, often on a phone, must stay small: every script
// they load, counted as the gzip bytes the server sends (1 KB = 1000 bytes), at most 100 KB
// (100,000 bytes). React DOM and React Router alone are about 81 KB of it, so TanStack Query,
// tailwind-merge, Radix, zod and Sonner stay off these pages (decisions 024 and 050). Never
// raise this to make a change pass.
const BUDGETS: Record<string, number> = { '/': 100_000, '/login': 100_000 }

for (const [url, budget] of Object.entries(BUDGETS)) {
  test(`${url} loads at most ${kilobytes(budget)} of gzip JavaScript`, async ({ page }) => {
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
    expect(gzipBytes, report.join('\n')).toBeLessThanOrEqual(budget)
  })
}
