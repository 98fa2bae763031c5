import { describe, expect, it } from 'vitest'
import { mediaProblems, mediaWarnings } from './media-rules'

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
  it('explains what stops a post', () => {
    expect(mediaProblems('image', [photo])).toEqual([])
    expect(mediaProblems('carousel', [photo])).toEqual([
      'A carousel needs at least 2 files (1 picked).',
    ])
    expect(mediaProblems('image', [tall])[0]).toContain('the feed takes 4:5 to 1.91:1')
    expect(mediaProblems('reel', [photo])).toEqual(['a.jpg is a photo: a reel is a video.'])
  })
  it('warns of a story that is not 9:16', () => {
    expect(mediaWarnings('story', [tall])).toEqual([])
    expect(mediaWarnings('story', [photo])[0]).toContain('not 9:16')
  })
})
