import { describe, expect, it } from 'vitest'
import { aspectFit, cropRectangle } from './schemas/asset'

describe('cropRectangle', () => {
  it('keeps the full height of a landscape picture cropped to the feed’s portrait shape', () => {
    const crop = cropRectangle(1600, 900, '4:5', { x: 0.5, y: 0.5 })
    expect(crop).toEqual({ left: 440, top: 0, width: 720, height: 900 })
    expect(aspectFit(crop.width, crop.height)).toBe('feed')
  })

  it('keeps the full width of a tall picture cropped to landscape, as near the focus as it can', () => {
    const crop = cropRectangle(1080, 1920, '1.91:1', { x: 0.5, y: 0 })
    expect(crop).toEqual({ left: 0, top: 0, width: 1080, height: 565 })
    expect(aspectFit(crop.width, crop.height)).toBe('feed')
  })

  it('never leaves the picture, whatever the focus', () => {
    const crop = cropRectangle(1600, 900, '1:1', { x: 1, y: 1 })
    expect(crop).toEqual({ left: 700, top: 0, width: 900, height: 900 })
  })

  it('makes a 9:16 crop that fits reels and stories', () => {
    const crop = cropRectangle(4000, 3000, '9:16', { x: 0.25, y: 0.5 })
    expect(aspectFit(crop.width, crop.height)).toBe('reels_and_stories')
    expect(crop.height).toBe(3000)
    expect(crop.left).toBe(1000 - 844)
  })
})
