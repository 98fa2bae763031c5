import { describe, expect, it } from 'vitest'
import { countCaption } from './caption-count'
import { mediaProblems } from './media-rules'

describe('caption limits', () => {
  it('counts characters, hashtags and mentions as Instagram does', () => {
    const count = countCaption('Join us Sunday! #church #faith @grace.chapel email a@b.org 🙏')
    expect(count.hashtags).toBe(2)
    expect(count.mentions).toBe(1)
    // The emoji counts once.
    expect(count.characters).toBe(60)
    expect(count.problems).toEqual([])
  })

  it('says how far over each limit a caption is', () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ')
    expect(countCaption(tags).problems).toEqual(['1 hashtag too many (at most 30)'])
    expect(countCaption('x'.repeat(2202)).problems).toEqual([
      '2 characters too many (at most 2,200)',
    ])
  })
})

describe('media for a kind of post', () => {
  const photo = {
    id: 'a',
    kind: 'image' as const,
    fileName: 'a.jpg',
    width: 1080,
    height: 1350,
    aspectFit: 'feed' as const,
  }
  const tall = {
    ...photo,
    id: 'b',
    fileName: 'tall.jpg',
    width: 1080,
    height: 1920,
    aspectFit: 'reels_and_stories' as const,
  }
  it('explains what is wrong', () => {
    expect(mediaProblems('image', [photo])).toEqual([])
    expect(mediaProblems('carousel', [photo])).toEqual([
      'A carousel needs at least 2 files (1 picked).',
    ])
    expect(mediaProblems('image', [tall])[0]).toContain('the feed takes 4:5 to 1.91:1')
    expect(mediaProblems('reel', [photo])).toEqual(['a.jpg is a photo: a reel is a video.'])
  })
})
