import { describe, expect, it } from 'vitest'
import { checkPublicMediaUrl } from './public-media-url'

const real = { realInstagram: true }
const refused = (url: string) => {
  const check = checkPublicMediaUrl(url, real)
  return check.ok ? null : check.message
}

describe('checkPublicMediaUrl', () => {
  it('lets a public https address through', () => {
    expect(
      checkPublicMediaUrl('https://flock.grace.example/media-files/t/image.jpg', real),
    ).toEqual({
      ok: true,
    })
    expect(checkPublicMediaUrl('https://203.0.113.7/media-files/t/image.jpg', real)).toEqual({
      ok: true,
    })
  })

  it('refuses, with a plain reason, what Instagram cannot fetch', () => {
    expect(refused('http://flock.grace.example/x.jpg')).toMatch(/only fetches .* over https/)
    expect(refused('https://localhost:3000/x.jpg')).toMatch(/cannot reach localhost/)
    expect(refused('https://flock.localhost/x.jpg')).toMatch(/only this machine/)
    expect(refused('https://intranet/x.jpg')).toMatch(/only this machine/)
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:192.168.0.1]',
    ])
      expect(refused(`https://${host}/x.jpg`), host).toMatch(/private address/)
    expect(refused('not a url')).toMatch(/not a web address/)
  })

  it('lets anything through to the simulator, which runs beside Flock', () => {
    expect(checkPublicMediaUrl('http://localhost:3000/x.jpg', { realInstagram: false })).toEqual({
      ok: true,
    })
  })
})
