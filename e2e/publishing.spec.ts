import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { answerConsent, createSimAccount, startConnect, uniqueHandle } from './instagram'
import { SIMULATOR_URL } from './settings'

// Publishing with the church's sign-off, in the browser: the agency composes and schedules, the
// church approves or declines from its portal, the post goes to the simulator with its record;
// the calendar's views, moving a post, the freeze, and what an Agent may not do.

const SHOTS = '.tmp/screenshots'
const TIME_ZONE = 'Africa/Nairobi'

const photo = (width = 1080, height = 1350, background = '#2f6fb0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

interface Church {
  page: Page
  routeId: string
  organizationId: string
  organizationName: string
  account: { id: string; username: string }
  simUserId: string
}

// A church in its own browser: registered, its Instagram account connected, its time zone set
// (Nairobi, UTC+3, so church time and UTC differ), one photo in its library.
async function churchReady(browser: Browser): Promise<Church> {
  const sim = await createSimAccount()
  const page = await (await browser.newContext()).newPage()
  const { organizationName } = await registerChurch(page)
  // The connect flow, with room for a busy machine; the account is then read from the API.
  await startConnect(page)
  await answerConsent(page, sim.username, 'Allow')
  await expect(page).toHaveURL(/\/portal$/, { timeout: 20_000 })
  const me = (await (await page.request.get('/api/me')).json()) as {
    organization: { id: string; routeId: string }
  }
  const { routeId, id: organizationId } = me.organization
  const hours = await page.request.put(`/api/organizations/${routeId}/business-hours`, {
    data: {
      hours: { timeZone: TIME_ZONE, slots: [{ weekday: 0, opens: '08:00', closes: '13:00' }] },
    },
  })
  expect(hours.ok(), await hours.text()).toBe(true)
  // Its service times fill the composer's templates ({church.service_times}).
  const details = await page.request.put(`/api/organizations/${routeId}`, {
    data: { organization: organizationName, serviceTimes: '10:00 and 18:00' },
  })
  expect(details.ok(), await details.text()).toBe(true)
  let accounts: { items: { id: string; username: string }[] } = { items: [] }
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/organizations/${routeId}/accounts`)
      accounts = (await response.json()) as typeof accounts
      return accounts.items.length
    })
    .toBe(1)
  return {
    page,
    routeId,
    organizationId,
    organizationName,
    account: accounts.items[0]!,
    simUserId: sim.user_id,
  }
}

async function uploadPhoto(request: APIRequestContext, routeId: string, name = 'sunday.jpg') {
  const response = await request.post(`/api/organizations/${routeId}/assets`, {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: await photo() } },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { id: string; fileName: string }
}

// A post made through the API (for the tests of the calendar), as a draft with a time.
async function draftThroughApi(
  request: APIRequestContext,
  church: Church,
  assetId: string,
  scheduledAt: string,
  caption = `Harvest supper ${uniqueHandle('c')}`,
) {
  const response = await request.post(`/api/organizations/${church.routeId}/posts`, {
    data: {
      accountId: church.account.id,
      kind: 'image',
      items: [{ assetId }],
      caption,
      scheduledAt,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { id: string; version: number; caption: string }
}

const dayIn = (date: Date, timeZone = TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)

async function setApproval(admin: Page, church: Church, on: boolean) {
  await admin.goto(`/organizations/${church.routeId}`)
  const form = admin.getByRole('form', { name: 'Publishing settings' })
  const box = form.getByRole('checkbox', { name: /Posts need the church's approval/ })
  // The church's page loads several cards at once; a busy machine takes its time.
  await expect(box).toBeVisible({ timeout: 20_000 })
  if ((await box.isChecked()) !== on) {
    await box.setChecked(on)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByText(on ? /now wait for the church/ : /no longer wait/)).toBeVisible()
  }
}

// Compose in the browser: church, account, photo, a template, alt text, a time tomorrow.
async function compose(admin: Page, church: Church, fileName: string) {
  await admin.goto('/calendar')
  await admin.getByRole('link', { name: 'New post' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible()
  await admin.getByLabel('Church').selectOption({ label: church.organizationName })
  await admin.getByLabel('Instagram account').selectOption({ label: `@${church.account.username}` })
  await admin.getByRole('button', { name: new RegExp(`^${fileName}`) }).click()
  await admin.getByLabel('Alt text for the photo').fill('The choir singing on Sunday morning')
  await admin.getByRole('button', { name: 'Templates' }).click()
  await admin.getByRole('menuitem', { name: 'Sunday invitation' }).click()
  const caption = admin.getByLabel('Caption')
  await expect(caption).toHaveValue(/Join us this Sunday at 10:00 and 18:00\./)
  await caption.fill(`${await caption.inputValue()} #church #sunday @friend`)
  await expect(admin.getByText(/\/ 2,200 characters/)).toBeVisible()
  await expect(admin.getByText('2 / 30 hashtags')).toBeVisible()
  await expect(admin.getByText('1 / 20 @mentions')).toBeVisible()
  await admin.getByLabel('First comment (optional)').fill('#harvest #grace')
  await admin.getByLabel('Collaborators (up to 3)').fill('@youth.team')
  await admin.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(admin.getByText('@youth.team')).toBeVisible()
  const tomorrow = dayIn(new Date(Date.now() + 24 * 3600 * 1000))
  await admin.getByLabel(/^Date \(Africa\/Nairobi\)/).fill(tomorrow)
  await admin.getByLabel(/^Time \(Africa\/Nairobi\)/).fill('09:30')
  await expect(admin.getByRole('figure', { name: 'Preview on a phone' })).toContainText('Join us')
  return tomorrow
}

test('the agency schedules a post, the church approves it, and it is published with its record', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const church = await churchReady(browser)
  const asset = await uploadPhoto(
    church.page.request,
    church.routeId,
    `choir-${uniqueHandle('p')}.jpg`,
  )
  await signInAsAdmin(page)
  await setApproval(page, church, true)

  const tomorrow = await compose(page, church, asset.fileName)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/composer-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `${SHOTS}/composer-375.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByText('Sent to the church for approval')).toBeVisible()
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Awaiting approval').first()).toBeVisible()

  // The church signs off from its portal, on a phone.
  const portal = church.page
  await portal.setViewportSize({ width: 375, height: 812 })
  await portal.goto('/portal')
  await portal.getByRole('link', { name: 'Posts' }).click()
  await expect(portal.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible()
  const waiting = portal
    .getByRole('list', { name: 'Posts waiting for approval' })
    .getByRole('listitem')
  await expect(waiting).toHaveCount(1)
  await expect(waiting.getByRole('figure', { name: 'Preview on a phone' })).toContainText('Join us')
  await expect(waiting).toContainText('09:30')
  await expectNoAxeViolations(portal)
  await portal.screenshot({ path: `${SHOTS}/portal-posts-375.png`, fullPage: true })
  await waiting.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(portal.getByText('Post approved')).toBeVisible()
  await expect(portal.getByText('No posts waiting for your approval')).toBeVisible()
  await portal.setViewportSize({ width: 1280, height: 900 })
  await portal.screenshot({ path: `${SHOTS}/portal-posts-1280.png`, fullPage: true })

  // The agency sees the decision live, then publishes it now.
  await expect(page.getByText(/^Approved by /)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Scheduled').first()).toBeVisible()
  await page.getByRole('button', { name: 'Publish now' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Publishing now')).toBeVisible()
  await expect(page.locator('[data-state="published"]')).toBeVisible({ timeout: 90_000 })
  const ledger = page.getByTestId('ledger-summary')
  await expect(ledger).toContainText('container created')
  await expect(ledger).toContainText('published')
  await expect(page.getByRole('link', { name: 'See it on Instagram' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/post-published-1280.png`, fullPage: true })

  const media = (await (
    await fetch(`${SIMULATOR_URL}/__sim/accounts/${church.simUserId}/media`)
  ).json()) as { data?: { caption?: string }[] } | { caption?: string }[]
  const list = Array.isArray(media) ? media : (media.data ?? [])
  expect(list.filter((item) => item.caption?.includes('Join us this Sunday'))).toHaveLength(1)
  expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

test('a church declines a post with a reason and the agency reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const church = await churchReady(browser)
  const asset = await uploadPhoto(church.page.request, church.routeId)
  await signInAsAdmin(page)
  await setApproval(page, church, true)
  const post = await draftThroughApi(
    page.request,
    church,
    asset.id,
    new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(),
  )
  const scheduled = await page.request.post(`/api/posts/${post.id}/schedule`, {
    data: { scheduledAt: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString() },
  })
  expect(scheduled.ok(), await scheduled.text()).toBe(true)

  const portal = church.page
  await portal.goto('/portal/approvals')
  const item = portal.locator(`[data-post="${post.id}"]`)
  await expect(item).toContainText(post.caption, { timeout: 15_000 })
  await item.getByRole('button', { name: 'Decline' }).click()
  await expect(item.getByRole('button', { name: 'Decline post' })).toBeDisabled()
  await item
    .getByLabel('Why? The agency reads this')
    .fill('Please use the photo from the youth night.')
  await item.getByRole('button', { name: 'Decline post' }).click()
  await expect(portal.getByText('Post declined')).toBeVisible()

  await page.goto(`/posts/${post.id}`)
  await expect(page.getByText('Declined by the church').first()).toBeVisible({ timeout: 15_000 })
  const declined = page.getByRole('alert').filter({ hasText: /^Declined by / })
  await expect(declined).toContainText('Please use the photo from the youth night.')
  await expect(page.getByTestId('ledger-summary')).toContainText('declined')
})

test('an Agent drafts but may not schedule or publish, and is told why', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const church = await churchReady(browser)
  const asset = await uploadPhoto(
    church.page.request,
    church.routeId,
    `agent-${uniqueHandle('p')}.jpg`,
  )
  const agentEmail = `${uniqueHandle('sam')}@agency.test`
  await signInAsAdmin(page)
  await page.goto('/settings/team')
  await page.getByLabel('E-mail').fill(agentEmail)
  await page.getByLabel('Role', { exact: true }).selectOption('agent')
  await page.getByRole('button', { name: 'Invite teammate' }).click()
  // No e-mail server in these tests: the link comes back to pass on.
  await expect(page.getByText(`No e-mail was sent to ${agentEmail}`)).toBeVisible()
  await page.goto('/settings/outbox')
  const message = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: agentEmail })
  const link = await message.getByRole('link', { name: /\/invitations\// }).getAttribute('href')
  const agent = await (await browser.newContext()).newPage()
  await agent.goto(link!)
  await agent.getByLabel('Your name').fill('Sam Agent')
  await agent.getByLabel('Password', { exact: true }).fill('Correct-Horse-Battery-9')
  await agent.getByLabel('Confirm password').fill('Correct-Horse-Battery-9')
  await agent.getByRole('button', { name: 'Join' }).click()
  await expect(agent).toHaveURL(/\/dashboard$/, { timeout: 15_000 })

  await agent.getByRole('link', { name: 'Calendar' }).first().click()
  await expect(agent.getByRole('button', { name: 'Pause all publishing' })).toHaveCount(0)
  await compose(agent, church, asset.fileName)
  await expect(agent.getByRole('button', { name: 'Schedule' })).toBeDisabled()
  await expect(agent.getByRole('button', { name: 'Publish now' })).toBeDisabled()
  await expect(
    agent.getByText("Only the agency's Owners and Admins schedule and publish"),
  ).toBeVisible()
  await agent.getByRole('button', { name: 'Save draft' }).click()
  await expect(agent.getByText('Draft saved')).toBeVisible()
  await expect(agent).toHaveURL(/\/posts\/[0-9a-f-]{36}$/)
  const id = agent.url().split('/').at(-1)!
  // The server refuses too, whatever the browser sends.
  const refused = await agent.request.post(`/api/posts/${id}/schedule`, {
    data: { scheduledAt: new Date(Date.now() + 3600 * 1000).toISOString() },
  })
  expect(refused.status()).toBe(403)
})

test('the calendar shows a post by month, week and list, and moves it by drag or keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const church = await churchReady(browser)
  const asset = await uploadPhoto(church.page.request, church.routeId)
  await signInAsAdmin(page)
  await setApproval(page, church, false)
  // Five days ahead, 07:15 in Nairobi (04:15 UTC).
  const day = dayIn(new Date(Date.now() + 5 * 24 * 3600 * 1000))
  const at = new Date(`${day}T04:15:00.000Z`).toISOString()
  const post = await draftThroughApi(page.request, church, asset.id, at)
  const scheduled = await page.request.post(`/api/posts/${post.id}/schedule`, {
    data: { scheduledAt: at },
  })
  expect(scheduled.ok(), await scheduled.text()).toBe(true)

  const query = `org=${church.organizationId}`
  await page.goto(`/calendar?view=month&date=${day}&${query}`)
  const chip = page.locator(`[data-post="${post.id}"]`)
  await expect(page.locator(`[data-day="${day}"]`).locator(`[data-post="${post.id}"]`)).toBeVisible(
    { timeout: 15_000 },
  )
  await expect(chip).toContainText('07:15')
  await expect(chip).toHaveAccessibleName(/Scheduled/)
  await expect(page.getByRole('list', { name: 'Post states' })).toContainText('Awaiting approval')
  await expect(page.getByText(`@${church.account.username}: `)).toContainText('of 50 posts in 24 h')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/calendar-month-1280.png`, fullPage: true })

  // Drag to the next day (or the day before, at the end of a month's grid): same time there.
  const target = dayIn(new Date(Date.parse(at) + 24 * 3600 * 1000))
  await chip.dragTo(page.locator(`[data-day="${target}"]`))
  await expect(page.getByText('Post moved')).toBeVisible()
  await expect(
    page.locator(`[data-day="${target}"]`).locator(`[data-post="${post.id}"]`),
  ).toBeVisible()
  const moved = (await (await page.request.get(`/api/posts/${post.id}`)).json()) as {
    scheduledAt: string
    state: string
  }
  expect(moved.scheduledAt).toBe(new Date(Date.parse(at) + 24 * 3600 * 1000).toISOString())
  expect(moved.state).toBe('scheduled')

  // Week view, and Alt+Right moves it a day more.
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  await expect(page).toHaveURL(/view=week/)
  const weekChip = page.locator(`[data-post="${post.id}"]`)
  await expect(weekChip).toContainText(church.organizationName)
  await weekChip.focus()
  await page.keyboard.press('Alt+ArrowRight')
  await expect(page.getByText('Post moved').first()).toBeVisible()
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/posts/${post.id}`)).json()) as {
            scheduledAt: string
          }
        ).scheduledAt,
    )
    .toBe(new Date(Date.parse(at) + 2 * 24 * 3600 * 1000).toISOString())
  await page.screenshot({ path: `${SHOTS}/calendar-week-1280.png`, fullPage: true })

  await page.getByRole('button', { name: 'List', exact: true }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page.locator(`li[data-post="${post.id}"]`)).toContainText(post.caption)
  await expect(page.locator(`li[data-post="${post.id}"]`)).toContainText('07:15')
  await page.setViewportSize({ width: 375, height: 812 })
  for (const view of ['list', 'month', 'week']) {
    await page.goto(`/calendar?view=${view}&date=${day}&${query}`)
    await expect(page.locator(`[data-post="${post.id}"]`).first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${view} at 375 px`).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/calendar-${view}-375.png`, fullPage: true })
  }

  // The church's own calendar shows it too.
  await church.page.goto(`/portal/calendar?view=list&date=${day}`)
  await expect(church.page.locator(`li[data-post="${post.id}"]`)).toContainText('07:15', {
    timeout: 15_000,
  })
  await expectNoAxeViolations(church.page)
})

test('pausing all publishing holds scheduled posts until resumed', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const church = await churchReady(browser)
  const asset = await uploadPhoto(church.page.request, church.routeId)
  await signInAsAdmin(page)
  await setApproval(page, church, false)
  const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString()
  const post = await draftThroughApi(page.request, church, asset.id, at)
  expect(
    (await page.request.post(`/api/posts/${post.id}/schedule`, { data: { scheduledAt: at } })).ok(),
  ).toBe(true)
  try {
    await page.goto(`/calendar?view=list&date=${dayIn(new Date(at))}&org=${church.organizationId}`)
    await page.getByRole('button', { name: 'Pause all publishing' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Pause all publishing?' })
    await expect(dialog).toContainText('Nothing of every church')
    await dialog.getByRole('button', { name: 'Pause all publishing' }).click()
    await expect(page.getByText('Publishing paused')).toBeVisible()
    const banner = page.getByTestId('paused-banner')
    await expect(banner).toContainText('Publishing is paused for every church')
    await expect(page.locator(`li[data-post="${post.id}"]`)).toContainText('Scheduled, paused')
    await page.screenshot({ path: `${SHOTS}/calendar-paused-1280.png`, fullPage: true })

    // One church's own pause, from its page.
    await banner.getByRole('button', { name: 'Resume all publishing' }).click()
    await expect(page.getByText('Publishing resumed')).toBeVisible()
    await expect(page.getByTestId('paused-banner')).toHaveCount(0)
    await page.goto(`/organizations/${church.routeId}`)
    await page.getByRole('button', { name: 'Pause publishing' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Pause publishing' }).click()
    await expect(
      page.getByText(`Publishing is paused for ${church.organizationName}`),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Resume publishing' }).click()
    await expect(page.getByText('Publishing resumed')).toBeVisible()
  } finally {
    await page.request.post('/api/publishing/resume', { data: {} })
  }
})
