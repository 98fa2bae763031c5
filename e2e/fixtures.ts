import { readFile } from 'node:fs/promises'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { ADMIN, ADMIN_STATE, PASSWORD, SERVER_LOG, WORKER } from './settings'

let counter = 0
export function uniqueChurch() {
  counter += 1
  const id = `${Date.now().toString(36)}w${WORKER}n${counter}`
  return {
    // The Owner's own name, apart from the church's (an outside review found them one and the same).
    name: `Pastor ${id}`,
    email: `pastor-${id}@church.test`,
    organizationName: `Grace Chapel ${id}`,
    password: PASSWORD,
  }
}

export async function readSetupCode(): Promise<string> {
  const log = await readFile(SERVER_LOG, 'utf8')
  const codes = [...log.matchAll(/setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/g)]
  const code = codes.at(-1)?.[1]
  if (!code) throw new Error('No setup code in the server log')
  return code
}

export async function registerChurch(page: Page, church = uniqueChurch()) {
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Register' }).click()
  await page.getByLabel('Your Name').fill(church.name)
  await page.getByLabel('Email').fill(church.email)
  await page.getByLabel('Organization Name').fill(church.organizationName)
  await page.getByLabel('Password', { exact: true }).fill(church.password)
  await page.getByLabel('Confirm Password').fill(church.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/portal$/)
  return church
}

export async function loginAsClient(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

export async function loginAsAdmin(
  page: Page,
  credentials: { email: string; password: string } = ADMIN,
) {
  await page.goto('/admin-login')
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

// The admin's session, saved by the setup project after it signed in (Playwright's storageState):
// a test that needs an admin starts signed in instead of going through the form again. Tests of
// signing in or out use loginAsAdmin, with a session of their own to end.
export async function signInAsAdmin(page: Page) {
  const state = JSON.parse(await readFile(ADMIN_STATE, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0]
  }
  await page.context().addCookies(state.cookies)
  await page.goto('/dashboard')
}

// Reports every Content-Security-Policy violation of any page in the context to the test.
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__flockCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __flockCspViolation(text: string): void })
        .__flockCspViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text())
    }
  })
}

// Every page must render without console errors or CSP violations; a test fails on either.
// Contexts a test opens itself (browser.newContext()) are watched too.
// The CSP watcher comes first, so it is in place before the page below is opened.
export const test = base.extend<{ cspViolations: string[]; consoleErrors: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = []
      await watchCsp(context, violations)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const opened = await newContext(...args)
        await watchCsp(opened, violations)
        return opened
      }
      try {
        await use(violations)
      } finally {
        browser.newContext = newContext
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // A refused sign-in is a 4xx the page handles; only other errors count.
        const expected = /status of 4\d\d/.test(message.text())
        if (message.type() === 'error' && !expected) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
