import type { Browser, Locator, Page } from '@playwright/test'
import { expect, registerChurch } from './fixtures'
import { SIMULATOR_URL, WORKER } from './settings'

// The Instagram simulator's control API (/__sim) and the Instagram connection flow as a church
// goes through it. The simulator is shared by every test of a run, and an Instagram account
// connected by one organization is refused to another, so each test makes its own accounts.

export interface SimAccount {
  id: string
  user_id: string
  username: string
  name: string
  followers_count: number
}

export interface SimMedia {
  id: string
  caption?: string
}

export interface SimComment {
  id: string
  text: string
  webhook?: { status: string; delivery_id?: string }
}

export interface SimCall {
  seq: number
  method: string
  path: string
  status: number
  fault?: string
}

export interface SimFault {
  path?: string
  method?: string
  errors?: { status: number; code: number; message: string; type?: string }[]
  status_codes?: number[]
  count?: number
}

async function sim<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SIMULATOR_URL}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}

let counter = 0
// Letters, digits and underscores, at most 30 characters, unique within a run (and across runs):
// the worker's index, the time and the worker's counter.
export function uniqueHandle(prefix = 'e2e') {
  counter += 1
  return `${prefix}_${WORKER}${Date.now().toString(36)}_${counter}`
}

export function createSimAccount(
  input: { username?: string; name?: string; followers_count?: number } = {},
) {
  return sim<SimAccount>('POST', '/__sim/accounts', {
    username: input.username ?? uniqueHandle('church'),
    ...(input.name ? { name: input.name } : {}),
    followers_count: input.followers_count ?? 1234,
  })
}

export function createSimMedia(accountId: string, caption = 'Sunday service at 10') {
  return sim<SimMedia>('POST', '/__sim/media', { account_id: accountId, caption })
}

// A follower's comment; the simulator answers after its first attempt to deliver the webhook.
export function createSimComment(input: { media_id: string; username: string; text: string }) {
  return sim<SimComment>('POST', '/__sim/comments', input)
}

export async function simLog(): Promise<SimCall[]> {
  return (await sim<{ calls: SimCall[] }>('GET', '/__sim/log')).calls
}

export function addSimFault(fault: SimFault) {
  return sim<unknown>('POST', '/__sim/faults', fault)
}

export function clearSimFaults() {
  return sim<unknown>('DELETE', '/__sim/faults')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// On the simulator's consent page: pick the account by its @username and answer.
export async function answerConsent(page: Page, username: string, decision: 'Allow' | 'Cancel') {
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(SIMULATOR_URL)}/oauth/authorize`))
  // The label reads "@username Name"; anchor it so @x_1 never picks @x_10.
  await page.getByRole('radio', { name: new RegExp(`^@${escapeRegExp(username)}(\\s|$)`) }).check()
  await page.getByRole('button', { name: decision, exact: true }).click()
}

// From /portal: Connect Account, then Connect with Instagram, which leaves for the consent page.
export async function startConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Instagram Account' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Connect with Instagram' }).click()
}

// The whole flow from /portal back to /portal, for a test that only needs a connected account.
export async function connectSimAccount(page: Page, username: string) {
  await startConnect(page)
  await answerConsent(page, username, 'Allow')
  await expect(page.getByRole('heading', { name: 'Successfully Connected' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(page).toHaveURL(/\/portal$/, { timeout: 10_000 })
  await expect(accountCard(page, username)).toBeVisible()
}

// The portal's card for one account, found by its exact @username.
export function accountCard(page: Page, username: string): Locator {
  return page
    .getByRole('region', { name: 'Instagram Accounts' })
    .locator('.bg-card')
    .filter({ has: page.getByText(`@${username}`, { exact: true }) })
}

// The inbox card of the comment with this exact text.
export function commentCard(page: Page, text: string): Locator {
  return page
    .getByRole('main')
    .locator('.bg-card')
    .filter({ has: page.getByText(text, { exact: true }) })
}

// A church, in its own browser context, that connects a new simulator account with one post.
export async function churchWithPost(
  browser: Browser,
  options: { caption?: string; followers?: number } = {},
) {
  const account = await createSimAccount({ followers_count: options.followers ?? 2500 })
  const media = await createSimMedia(account.user_id, options.caption ?? 'Sunday worship at 10')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await registerChurch(page)
    await connectSimAccount(page, account.username)
  } finally {
    await context.close()
  }
  return { account, media }
}

// The whole inbox (All, not the Open it opens on: decision 079) opened on a search, once its event
// stream is open: what changes next shows live.
export async function openSearchedInbox(page: Page, search: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'))
  await page.goto(`/comments?view=all&q=${encodeURIComponent(search)}`)
  await stream
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible()
}
