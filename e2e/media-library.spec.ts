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

// A wide banner does not fit the feed: the church crops it to 4:5 from the library, moving the
// frame with the keyboard, and gets a second picture that fits; the first stays.
test('a church crops a wide picture to the feed’s shape', async ({ page }) => {
  test.slow()
  await registerChurch(page)
  await page.goto('/portal')
  await page.getByRole('link', { name: 'Media library' }).click()
  const banner = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#b03f2f' },
  })
    .png()
    .toBuffer()
  await page
    .getByLabel('Choose a photo or video')
    .setInputFiles({ name: 'welcome-banner.png', mimeType: 'image/png', buffer: banner })
  await expect(page.getByText('2000×1000 · Instagram will crop it')).toBeVisible()

  await page.getByRole('button', { name: 'Crop welcome-banner.png' }).click()
  const dialog = page.getByRole('dialog', { name: 'Crop welcome-banner.png' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('4:5 portrait (feed)').check()
  await expect(dialog.getByText('The new picture: 800×1000 pixels.')).toBeVisible()
  const frame = dialog.getByTestId('crop-frame')
  await expect(frame).toHaveAttribute('aria-label', /800×1000 from 600, 0/)
  await frame.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(frame).toHaveAttribute('aria-label', /800×1000 from 500, 0/)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 812 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '.tmp/screenshots/crop-dialog-375.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '.tmp/screenshots/crop-dialog-1280.png' })

  await dialog.getByRole('button', { name: 'Save as a new picture' }).click()
  await expect(page.getByText('welcome-banner (4:5).jpg added to the media library')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('800×1000 · Fits the feed')).toBeVisible()
  await expect(page.getByText('2000×1000 · Instagram will crop it')).toBeVisible()
})
