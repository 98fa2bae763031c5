import { expect, registerChurch, test } from './fixtures'

// / and /login arrive with their screen already rendered (decision 061): a phone paints them from
// the HTML alone, and the app then takes over that same markup instead of painting it again.

test('/ and /login can be read before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveTitle('Flock')
  await expect(page.getByRole('heading', { level: 1, name: 'Flock' })).toBeVisible()
  await expect(page.getByText('For organizations that connect Instagram accounts')).toBeVisible()

  await page.goto('/login')
  await expect(page).toHaveTitle('Client Login · Flock')
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible()
  await expect(page.locator('#login-email')).toBeVisible()
  await context.close()
})

test('the app takes the login page over without painting it again or asking who is signed in', async ({
  browser,
  page,
}) => {
  const churchContext = await browser.newContext()
  const church = await registerChurch(await churchContext.newPage())
  await churchContext.close()

  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname)
  })
  // Hold the app's code back, to look at the page as it is before the code runs.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/login', { waitUntil: 'commit' })
  const heading = page.getByRole('heading', { level: 1, name: 'Client Portal' })
  await expect(page.locator('#root')).toHaveAttribute('inert')
  // Inert until then: a field cannot be focused, so nothing typed there can be lost, and the
  // form cannot be sent by the browser itself, password and all, in the address.
  const focused = await page
    .locator('#login-email')
    .evaluate((input) => (input.focus(), document.activeElement === input))
  expect(focused).toBe(false)
  await page.evaluate(() => {
    ;(window as unknown as { prerendered: Element | null }).prerendered =
      document.querySelector('h1')
  })

  release()
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
  await expect(heading).toBeVisible()
  // Hydrated: the very element the server sent is the one on screen.
  const same = await page.evaluate(
    () =>
      (window as unknown as { prerendered: Element | null }).prerendered ===
      document.querySelector('h1'),
  )
  expect(same).toBe(true)
  expect(asked).toEqual([])

  await page.getByLabel('Email').fill(church.email)
  await page.getByLabel('Password').fill(church.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/portal$/)

  // Signed in now: /login is the plain app, which sends the church home without a login form.
  const response = await page.goto('/login')
  expect(await response!.text()).not.toContain('Client Portal')
  await expect(page).toHaveURL(/\/portal$/)
})

test('/ and /login are painted before the app’s scripts are asked for', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path)
    await expect(page.locator('#root')).not.toHaveAttribute('inert')
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && !/-start-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime)
      return { paint, firstScript: Math.min(...scripts), scripts: scripts.length }
    })
    expect(timing.scripts, path).toBeGreaterThan(0)
    expect(timing.paint, path).toBeLessThan(timing.firstScript)
  }
})
