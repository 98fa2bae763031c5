import AxeBuilder from '@axe-core/playwright'
import { AXE_TAGS } from './axe'
import type { Browser, Page } from '@playwright/test'
import { expect, loginAsClient, registerChurch, signInAsAdmin, test } from './fixtures'
import {
  connectSimAccount,
  createSimAccount,
  createSimComment,
  createSimMedia,
  uniqueHandle,
} from './instagram'

// Every screen, as each kind of visitor sees it, at a desktop and a phone width: axe-core must
// find nothing (WCAG 2.x A and AA, plus its best practices).
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const

interface Screen {
  url: string
  title: string | RegExp
}

const PUBLIC: Screen[] = [
  { url: '/', title: 'Flock' },
  { url: '/privacy-policy', title: 'Privacy Policy · Flock' },
  { url: '/terms', title: 'Terms of Service · Flock' },
  { url: '/data-deletion?code=ABC123', title: 'Data Deletion Request · Flock' },
  { url: '/no-such-page', title: 'Page Not Found · Flock' },
]

const SIGNED_OUT: Screen[] = [
  ...PUBLIC,
  { url: '/login', title: 'Client Login · Flock' },
  { url: '/admin-login', title: 'Admin Login · Flock' },
  { url: '/create-admin', title: 'Create Admin Account · Flock' },
  { url: '/forgot-password', title: 'Forgot Password · Flock' },
  // A link that is not (or no longer) valid shows its explanation.
  { url: '/reset-password?token=no-such-token', title: 'Reset Password · Flock' },
  // A link that is not (or no longer) valid says whom to ask.
  { url: '/invitations/no-such-token', title: 'Accept Invitation · Flock' },
]

interface Fixture {
  church: { email: string; organizationName: string }
  routeId: string
  organizationId: string
  accountId: string
  username: string
}

// One church with a connected account, a post and a follower's comment, so the screens that
// list things have something to list.
async function churchWithComment(browser: Browser): Promise<Fixture> {
  const account = await createSimAccount({ name: 'Grace Chapel' })
  const media = await createSimMedia(account.user_id, 'Harvest supper on Saturday')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const church = await registerChurch(page)
    await connectSimAccount(page, account.username)
    const me = await (await page.request.get('/api/me')).json()
    const routeId: string = me.organization.routeId
    const accounts = await (await page.request.get(`/api/organizations/${routeId}/accounts`)).json()
    await createSimComment({
      media_id: media.id,
      username: uniqueHandle('follower'),
      text: 'Can I bring a friend?',
    })
    return {
      church,
      routeId,
      organizationId: me.organization.id,
      accountId: accounts.items[0].id,
      username: account.username,
    }
  } finally {
    await context.close()
  }
}

async function violationsOn(page: Page, screen: Screen) {
  // A full load each time: the toast of signing in is gone, and each screen starts cold.
  await page.goto(screen.url)
  await expect(page).toHaveTitle(screen.title, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Skeletons and spinners stand in while data loads; audit the screen people end up with.
  await expect(page.locator('.animate-pulse, .animate-spin')).toHaveCount(0, { timeout: 10_000 })
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map((violation) => ({
    url: screen.url,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

async function audit(page: Page, screens: Screen[]) {
  const found = []
  for (const screen of screens) found.push(...(await violationsOn(page, screen)))
  expect(found, JSON.stringify(found, null, 2)).toEqual([])
}

let fixture: Fixture

test.beforeAll(async ({ browser }) => {
  fixture = await churchWithComment(browser)
})

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    // Toasts fade in; with motion reduced they are drawn at full contrast at once, so axe
    // judges the colours people read, not a frame of the animation.
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
    })
    // axe-core walks the whole page; a dozen screens take a while on a small machine.
    test.describe.configure({ timeout: 240_000 })

    test('signed out: every public screen has no axe violations', async ({ page }) => {
      await audit(page, SIGNED_OUT)
    })

    test('as a church: the portal and the public screens have no axe violations', async ({
      page,
    }) => {
      await loginAsClient(page, fixture.church.email)
      await expect(page).toHaveURL(/\/portal$/)
      await audit(page, [
        { url: '/portal', title: `${fixture.church.organizationName} · Flock` },
        // Opened without Instagram's answer, it shows its error state.
        { url: '/instagram-auth-callback', title: 'Connecting Instagram · Flock' },
        { url: '/settings/account', title: 'Account · Flock' },
        { url: '/portal/conversations', title: 'Conversations · Flock' },
        { url: '/portal/pastoral-care', title: 'Pastoral care · Flock' },
        { url: '/portal/reports', title: 'Reports · Flock' },
        { url: '/portal/approvals', title: 'Replies to approve · Flock' },
        ...PUBLIC,
      ])
    })

    test('as the admin: every admin screen has no axe violations', async ({ page }) => {
      await signInAsAdmin(page)
      await expect(page).toHaveURL(/\/dashboard$/)
      const inbox = await page.request.get(`/api/comments?view=all&accountId=${fixture.accountId}`)
      const commentId: string = (await inbox.json()).items[0].id
      const month = new Date().toISOString().slice(0, 7)
      await audit(page, [
        { url: '/dashboard', title: 'Dashboard · Flock' },
        { url: '/organizations', title: 'Organizations · Flock' },
        {
          url: `/organizations/${fixture.routeId}`,
          title: `${fixture.church.organizationName} · Flock`,
        },
        { url: '/accounts', title: 'Accounts · Flock' },
        { url: `/accounts/${fixture.accountId}`, title: `@${fixture.username} · Flock` },
        { url: '/comments', title: 'Comments · Flock' },
        { url: `/comments/${commentId}`, title: 'Comment · Flock' },
        { url: '/reports', title: 'Reports · Flock' },
        {
          url: `/reports/print?org=${fixture.organizationId}&month=${month}`,
          title: `Monthly report ${month} · Flock`,
        },
        { url: '/settings/account', title: 'Account · Flock' },
        { url: '/settings/saved-replies', title: 'Saved replies · Flock' },
        { url: '/settings/rules', title: 'Moderation rules · Flock' },
        { url: '/settings/backups', title: 'Backups · Flock' },
        { url: '/settings/outbox', title: 'Outbox · Flock' },
        { url: '/settings/team', title: 'Team · Flock' },
        ...PUBLIC,
      ])
    })
  })
}
