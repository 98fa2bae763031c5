import { describe, expect, it } from 'vitest'
import { registerClient, useTestApp } from '../../../test/helper'
import { connectThroughInstagram, createSimAccount } from '../../../test/instagram'
import { ZMedia, ZProfile } from './schemas'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

// Addresses Flock would put in an <img src> or an <a href>.
const HOSTILE = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'data:text/html,x',
  'vbscript:x',
  'file:///etc/passwd',
  '//evil.example/x',
  'not a url',
]

describe("Instagram's addresses", () => {
  it('keeps only http(s) addresses for pictures, media and permalinks', () => {
    for (const url of HOSTILE) {
      const media = ZMedia.parse({ id: '1', media_url: url, thumbnail_url: url, permalink: url })
      expect(media, url).toMatchObject({ id: '1' })
      expect(media.media_url, url).toBeUndefined()
      expect(media.thumbnail_url, url).toBeUndefined()
      expect(media.permalink, url).toBeUndefined()
      const profile = ZProfile.parse({
        id: '1',
        user_id: '1',
        username: 'a',
        profile_picture_url: url,
      })
      expect(profile.profile_picture_url, url).toBeUndefined()
    }
    const good = ZMedia.parse({
      id: '1',
      media_url: 'https://scontent.cdninstagram.com/v/a.jpg',
      permalink: 'https://www.instagram.com/p/ABC/',
    })
    expect(good.media_url).toBe('https://scontent.cdninstagram.com/v/a.jpg')
    expect(good.permalink).toBe('https://www.instagram.com/p/ABC/')
  })

  it('stores no javascript: profile picture from a connected account', async () => {
    const { cookie, response } = await registerClient(t.app)
    const routeId = response.json().organization.routeId as string
    const ig = await createSimAccount(t.sim, {
      username: `pic_${Date.now().toString(36)}`,
      profile_picture: 'javascript:alert(document.domain)',
    })
    expect((await connectThroughInstagram(t.app, cookie, ig.username)).statusCode).toBe(200)
    const accounts = await t.app.inject({
      url: `/api/organizations/${routeId}/accounts`,
      headers: { cookie },
    })
    expect(accounts.json().items).toEqual([
      expect.objectContaining({ username: ig.username, profilePictureUrl: null }),
    ])
  })
})
