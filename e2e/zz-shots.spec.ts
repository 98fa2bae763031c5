import { expect, loginAsAdmin, registerChurch, test } from './fixtures'
import { commentCard, connectSimAccount, createSimAccount, createSimComment, createSimMedia, uniqueHandle } from './instagram'

test('inbox screenshots', async ({ page, browser }) => {
  const account = await createSimAccount({ followers_count: 2500 })
  const media = await createSimMedia(account.user_id, 'Sunday worship at 10')
  const church = await browser.newContext()
  const churchPage = await church.newPage()
  await registerChurch(churchPage)
  await connectSimAccount(churchPage, account.username)
  await church.close()
  const token = uniqueHandle('shot')
  await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: `Will there be a youth night ${token}?` })
  await createSimComment({ media_id: media.id, username: uniqueHandle('f'), text: `Thank you for the lovely service ${token}` })
  await loginAsAdmin(page)
  await expect(page).toHaveURL(/\/dashboard$/)
  const cookies = await page.context().cookies()
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    await context.addCookies(cookies)
    const p = await context.newPage()
    await p.goto('/comments')
    await p.getByRole('searchbox', { name: 'Search comments...' }).fill(token)
    await p.getByRole('tab', { name: /^Pending/ }).click()
    await expect(commentCard(p, `Thank you for the lovely service ${token}`)).toBeVisible({ timeout: 10_000 })
    await p.reload()
    await expect(commentCard(p, `Thank you for the lovely service ${token}`)).toBeVisible({ timeout: 10_000 })
    await p.waitForTimeout(500)
    console.log(width, p.url())
    await p.screenshot({ path: `.tmp/inbox-${width}.png`, fullPage: true })
    await context.close()
  }
})
