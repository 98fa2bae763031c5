import { BASE_URL } from './settings'
import { expect, registerChurch, test } from './fixtures'

// A page on another site that tries to show Flock inside itself (clickjacking).
const FRAMING_PAGE = 'http://framing-site.test/'

test('a page on another origin cannot show Flock in a frame', async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await registerChurch(page)
  await page.route(FRAMING_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><h1>Win a prize</h1><iframe id="flock" src="${BASE_URL}/portal" width="800" height="600"></iframe>`,
    }),
  )
  await page.goto(FRAMING_PAGE)
  await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible()
  // Chromium replaces a frame it refuses to render with its own error page.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/)
  const frame = page.frameLocator('#flock')
  await expect(frame.getByRole('button')).toHaveCount(0)
  await expect(frame.getByText(/Flock|Dashboard|Instagram/)).toHaveCount(0)
  // This refusal is the point of the test; any other violation or error still fails it.
  const others = (list: string[]) => list.filter((text) => !/frame-ancestors/.test(text))
  const unexpected = [...others(cspViolations), ...others(consoleErrors)]
  cspViolations.length = 0
  consoleErrors.length = 0
  expect(unexpected).toEqual([])
})

test('the signed-in portal is served with the security headers', async ({ page }) => {
  await registerChurch(page)
  const response = await page.goto('/portal')
  const headers = response!.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  await expect(page.getByRole('button').first()).toBeVisible()
})
