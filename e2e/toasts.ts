import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Sonner shows toasts top-right, over the header's avatar and menu buttons, for about 4 s (and
// longer while hovered). Tests that go on to use the header close the toast first, as a person
// would.
export async function closeToast(page: Page, title: string) {
  const toast = page.getByRole('listitem').filter({ hasText: title })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close toast' }).click()
  await expect(toast).toHaveCount(0)
}
