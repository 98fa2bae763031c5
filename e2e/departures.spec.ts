import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { strFromU8, unzipSync } from 'fflate'
import { expect, registerChurch, signInAsAdmin, test } from './fixtures'
import { E2E_DIR } from './settings'
import { closeToast } from './toasts'

test.describe('a church that leaves', () => {
  test('the church downloads its data from the portal; an admin deletes it after typing its name', async ({
    page,
  }) => {
    const church = await registerChurch(page)
    await closeToast(page, 'Registration successful')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Our Data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^flock-export-.+-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    expect(JSON.parse(strFromU8(files['organization.json']!)).name).toBe(church.organizationName)
    expect(JSON.parse(strFromU8(files['members.json']!))).toEqual([
      expect.objectContaining({ email: church.email }),
    ])

    await page.context().clearCookies()
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    const list = await page.request.get(
      `/api/organizations?search=${encodeURIComponent(church.organizationName)}`,
    )
    const { items } = (await list.json()) as { items: { routeId: string }[] }
    await page.goto(`/organizations/${items[0]!.routeId}`)
    await expect(page.getByRole('link', { name: 'Download Data' })).toBeVisible()

    await page.getByRole('button', { name: 'Delete Organization' }).click()
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByRole('heading', { name: `Delete ${church.organizationName}?` }),
    ).toBeVisible()
    const confirm = dialog.getByRole('button', { name: 'Delete Organization' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Type the organization’s name to confirm').fill('Another church')
    await confirm.click()
    await expect(page.getByText('Delete Failed')).toBeVisible()
    await expect(page.getByText('Type the organization’s name to confirm.')).toBeVisible()

    await dialog.getByLabel('Type the organization’s name to confirm').fill(church.organizationName)
    await confirm.click()
    await expect(page.getByText('Organization Deleted')).toBeVisible()
    await expect(page).toHaveURL(/\/organizations$/)
    const after = await page.request.get(`/api/organizations/${items[0]!.routeId}`)
    expect(after.status()).toBe(404)
  })

  test('an admin finds the last nightly backup under Backups in the account menu', async ({
    page,
  }) => {
    // Signed in from the saved session: no sign-in toast covers the account menu.
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Backups' }).click()
    await expect(page).toHaveURL(/\/settings\/backups$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
    await expect(page.getByText('Last backup:')).toBeVisible()
    await expect(page.getByText(/Runs on the schedule 0 3 \* \* \* \(UTC\)/)).toBeVisible()
  })

  test('an admin downloads a backup taken with npm run backup, on a phone too', async ({
    page,
  }) => {
    // As `npm run backup` leaves it: a gzip file named by Flock in BACKUP_DIR.
    const fileName = `flock-0.1.0-m0044-20261128T0${test.info().workerIndex}1500Z.flock-backup.gz`
    const backupDir = path.join(E2E_DIR, 'data', 'backups')
    await mkdir(backupDir, { recursive: true })
    const content = gzipSync(Buffer.from('-- a backup taken by hand\n'))
    await writeFile(path.join(backupDir, fileName), content)

    await page.setViewportSize({ width: 375, height: 800 })
    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Backups' })
      .click()
    await expect(page).toHaveURL(/\/settings\/backups$/)
    const files = page.getByRole('list', { name: 'Backup files' })
    await expect(files.getByText(fileName)).toBeVisible()
    await expect(files.getByText('npm run backup', { exact: false }).first()).toBeVisible()
    const row = files.getByRole('listitem').filter({ hasText: fileName })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /Download/ }).click(),
    ])
    expect(download.suggestedFilename()).toBe(fileName)
    expect(await readFile((await download.path())!)).toEqual(content)
  })
})
