import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

// A toast that is fading in or out is half transparent: axe reads its blended colours as a
// contrast failure that no person ever sees at rest. Audit once the toasts have gone (they stay
// about 4 s), so a test fails for what people actually read.
async function waitForToastsToLeave(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}

// A prerendered page (/ and /login) is inert until the app has taken it over: audit it as people
// use it, after that.
async function waitForTheApp(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert')
}

export async function axeViolations(page: Page) {
  await waitForTheApp(page)
  await waitForToastsToLeave(page)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

export async function expectNoAxeViolations(page: Page) {
  const found = await axeViolations(page)
  expect(found, JSON.stringify(found, null, 2)).toEqual([])
}
