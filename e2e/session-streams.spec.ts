import { expect, registerChurch, test } from './fixtures'

// Two windows on one session (the same cookie): signing out in one ends the other's live event
// stream within a minute (the server re-checks sessions every 30 s), and that window then
// finds itself signed out.
test('sign-out in one window ends the event stream of the other within a minute', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  await registerChurch(page)
  const other = await browser.newContext({ storageState: await page.context().storageState() })
  try {
    const otherPage = await other.newPage()
    const opened = otherPage.waitForResponse(
      (response) => response.url().endsWith('/api/events') && response.status() === 200,
    )
    await otherPage.goto('/portal')
    await expect(otherPage).toHaveURL(/\/portal$/)
    await opened

    // The open stream's request finishes only when the server ends it.
    const streamEnded = otherPage.waitForEvent('requestfinished', {
      predicate: (request) => request.url().endsWith('/api/events'),
      timeout: 60_000,
    })
    const signedOutAt = Date.now()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await streamEnded
    expect(Date.now() - signedOutAt).toBeLessThan(60_000)
    // Its reconnect is refused, and the window shows it is signed out.
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 15_000 })
  } finally {
    await other.close()
  }
})
