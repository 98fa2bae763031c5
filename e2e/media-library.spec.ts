import sharp from 'sharp'
import { expectNoAxeViolations } from './axe'
import { expect, registerChurch, test } from './fixtures'

const png = () =>
  sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#2f6fb0' } })
    .png()
    .toBuffer()

// A church opens its media library from the portal, reads the limits, uploads a picture, gives it
// alt text and deletes it; on a phone the same screen fits its width.
test('a church uploads, describes and deletes a picture in its media library', async ({ page }) => {
  // Uploads, processing and two full-page screenshots on a machine shared with other work.
  test.slow()
  await registerChurch(page)
  await page.goto('/portal')
  await page.getByRole('link', { name: 'Media library' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible()
  await expect(page.getByText(/Photos: JPEG, PNG or WebP, up to 8 MB/)).toBeVisible()
  await expect(page.getByText('No photos or videos yet')).toBeVisible()

  await page
    .getByLabel('Choose a photo or video')
    .setInputFiles({ name: 'easter-choir.png', mimeType: 'image/png', buffer: await png() })
  await expect(page.getByText('easter-choir.png added')).toBeVisible()
  await expect(page.getByText('1080×1350 · Fits the feed')).toBeVisible()
  const thumbnail = page.getByRole('img', { name: 'easter-choir.png' })
  await expect(thumbnail).toBeVisible()
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  )

  await page.getByLabel('Alt text').fill('The choir singing on Easter morning')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Alt text saved')).toBeVisible()
  await expect(page.getByRole('img', { name: 'The choir singing on Easter morning' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '.tmp/screenshots/media-library-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '.tmp/screenshots/media-library-375.png', fullPage: true })

  // A text file named like a photo is refused, in words.
  await page.getByLabel('Choose a photo or video').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('only text'),
  })
  await expect(page.getByText(/not a JPEG, PNG or WebP picture/)).toBeVisible()

  await page.getByRole('button', { name: 'Delete easter-choir.png' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('File deleted')).toBeVisible()
  await expect(page.getByText('No photos or videos yet')).toBeVisible()
})
