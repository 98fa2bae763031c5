import { expect, registerChurch, test } from './fixtures'
import {
  accountCard,
  answerConsent,
  connectSimAccount,
  createSimAccount,
  startConnect,
} from './instagram'

test.describe('connecting Instagram accounts from /portal', () => {
  test('Connect Account → consent → Allow shows "Successfully Connected", then the card on /portal', async ({
    page,
  }) => {
    await registerChurch(page)
    const account = await createSimAccount({ followers_count: 12345 })
    await expect(
      page.getByText('No accounts found. Connect your first Instagram account above.'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Connect Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Instagram Account' })
    await expect(dialog.getByText('Instagram Business Account')).toBeVisible()
    await expect(dialog.getByText(/public profile information and the comments/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Connect with Instagram' }).click()

    await expect(page.getByRole('heading', { name: 'Log in to Flock' })).toBeVisible()
    await answerConsent(page, account.username, 'Allow')

    await expect(page.getByRole('heading', { name: 'Successfully Connected' })).toBeVisible({
      timeout: 10_000,
    })
    await expect(page.getByText('Redirecting you back to the portal...')).toBeVisible()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Instagram Connected' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/portal$/, { timeout: 10_000 })

    const card = accountCard(page, account.username)
    await expect(card).toBeVisible()
    await expect(card.getByText('12,345 followers')).toBeVisible()
    await expect(card.getByText('Connected', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Revoke Access' })).toBeVisible()
    await expect(
      page.getByText('No accounts found. Connect your first Instagram account above.'),
    ).toHaveCount(0)
  })

  test('Cancel on the consent page shows "Authentication Error"; Return to Portal goes to /portal', async ({
    page,
  }) => {
    await registerChurch(page)
    const account = await createSimAccount()

    await startConnect(page)
    await answerConsent(page, account.username, 'Cancel')

    await expect(page).toHaveURL(/\/instagram-auth-callback\?/)
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The user denied your request' }),
    ).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Connection Failed' })).toBeVisible()

    await page.getByRole('link', { name: 'Return to Portal' }).click()
    await expect(page).toHaveURL(/\/portal$/)
    await expect(
      page.getByText('No accounts found. Connect your first Instagram account above.'),
    ).toBeVisible()
    await expect(accountCard(page, account.username)).toHaveCount(0)
  })

  test('a callback whose state is not the one the portal started says "Invalid state parameter"', async ({
    page,
  }) => {
    await registerChurch(page)
    await createSimAccount()

    await startConnect(page)
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible()
    await page.goto('/instagram-auth-callback?code=x&state=WRONGSTATE123456')

    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid state parameter' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Successfully Connected' })).toHaveCount(0)
  })

  test('a callback with the right state but no code says "No authorization code received"', async ({
    page,
  }) => {
    await registerChurch(page)
    await createSimAccount()

    await startConnect(page)
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible()
    // Session storage belongs to Flock's origin; come back to read the state the portal kept.
    await page.goto('/portal')
    const state = await page.evaluate(() => sessionStorage.getItem('oauth-state'))
    expect(state).toMatch(/^[A-Za-z0-9]{16,}$/)

    await page.goto(`/instagram-auth-callback?state=${encodeURIComponent(state ?? '')}`)
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'No authorization code received' }),
    ).toBeVisible()
  })

  test('Revoke Access (confirmed) disconnects the card; Grant Access with the same account reconnects it', async ({
    page,
  }) => {
    await registerChurch(page)
    const account = await createSimAccount({ followers_count: 4321 })
    await connectSimAccount(page, account.username)
    const card = accountCard(page, account.username)

    await card.getByRole('button', { name: 'Revoke Access' }).click()
    const confirm = page.getByRole('alertdialog', {
      name: `Revoke access to @${account.username}?`,
    })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(card.getByText('Connected', { exact: true })).toBeVisible()

    await card.getByRole('button', { name: 'Revoke Access' }).click()
    await confirm.getByRole('button', { name: 'Revoke Access' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'Access revoked' })).toBeVisible()
    await expect(card.getByText('Disconnected', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Grant Access' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Revoke Access' })).toHaveCount(0)

    await card.getByRole('button', { name: 'Grant Access' }).click()
    await answerConsent(page, account.username, 'Allow')
    await expect(page.getByRole('heading', { name: 'Successfully Connected' })).toBeVisible({
      timeout: 10_000,
    })
    await expect(page.getByRole('listitem').filter({ hasText: 'Access granted' })).toBeVisible()
    await expect(page).toHaveURL(/\/portal$/, { timeout: 10_000 })

    await expect(card).toHaveCount(1)
    await expect(card.getByText('Connected', { exact: true })).toBeVisible()
    await expect(card.getByText('4,321 followers')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Revoke Access' })).toBeVisible()
  })
})

test.describe('Edit Organization on /portal', () => {
  test('an invalid website is refused in the open dialog; valid details save and show on the card', async ({
    page,
  }) => {
    const church = await registerChurch(page)
    await page.getByRole('button', { name: 'Edit Organization' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Organization' })
    await expect(
      dialog.getByText(
        'Update your organization details. This information will be visible to all users.',
      ),
    ).toBeVisible()
    await expect(dialog.getByLabel('Organization Name')).toHaveValue(church.organizationName)

    await dialog.getByLabel('Website').fill('not a url')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible()
    await expect(dialog.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toBeVisible()

    await dialog.getByLabel('Contact Person').fill('Pastor Ruth Mensah')
    await dialog.getByLabel('Website').fill('gracechapel.org')
    // Revalidated on change: the message goes as soon as the value is valid.
    await expect(dialog.getByText('Please enter a valid URL')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect(dialog).toHaveCount(0)
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Organization Updated' }),
    ).toBeVisible()

    const details = page
      .locator('.bg-card')
      .filter({ has: page.getByRole('heading', { name: `${church.organizationName} Details` }) })
    await expect(details.getByText('Pastor Ruth Mensah')).toBeVisible()
    const website = details.getByRole('link', { name: 'gracechapel.org' })
    await expect(website).toHaveAttribute('href', 'https://gracechapel.org')
    await expect(website).toHaveAttribute('target', '_blank')
    // Phone, address and service times were left empty.
    await expect(details.getByText('Not provided')).toHaveCount(3)

    // The dialog opens again with the saved values.
    await page.getByRole('button', { name: 'Edit Organization' }).click()
    await expect(dialog.getByLabel('Website')).toHaveValue('gracechapel.org')
    await expect(dialog.getByLabel('Contact Person')).toHaveValue('Pastor Ruth Mensah')
  })
})
