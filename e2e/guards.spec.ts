import { expect, registerChurch, test } from './fixtures'

test.describe('route guards and fallbacks', () => {
  test('signed out, /portal redirects to /login', async ({ page }) => {
    await page.goto('/portal')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible()
  })

  test('signed out, /dashboard redirects to /admin-login', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  })

  test('a client visiting /dashboard is redirected to /admin-login', async ({ page }) => {
    await registerChurch(page)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
  })

  test('an unknown path shows the 404 page whose link returns to /', async ({ page }) => {
    await page.goto('/no-such-page/anywhere')
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    const back = page.getByRole('link', { name: 'Return to Dashboard' })
    await expect(back).toHaveAttribute('href', '/')
    await back.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Flock' })).toBeVisible()
  })

  test('an unknown /api path answers JSON 404 NOT_FOUND', async ({ request }) => {
    const response = await request.get('/api/does-not-exist')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toMatch(/application\/json/)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'NOT_FOUND' })
    expect(typeof body.message).toBe('string')
  })

  test('a client route reloaded directly still works (history fallback)', async ({ page }) => {
    const church = await registerChurch(page)
    const heading = page.getByRole('heading', {
      level: 1,
      name: `${church.organizationName} Portal`,
    })

    const visit = await page.goto('/portal')
    expect(visit?.status()).toBe(200)
    await expect(heading).toBeVisible()

    const reload = await page.reload()
    expect(reload?.status()).toBe(200)
    await expect(page).toHaveURL(/\/portal$/)
    await expect(heading).toBeVisible()
  })
})
