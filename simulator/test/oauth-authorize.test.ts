import { describe, expect, it } from 'vitest'
import { authorizeQuery, consent, REDIRECT_URI, startSim, get } from './helpers'

describe('GET /oauth/authorize', () => {
  it('renders a consent page with accounts, permissions and Allow/Cancel buttons', async () => {
    const t = await startSim()
    await t.control('/accounts', { username: 'gracechapel', name: 'Grace Chapel' })
    await t.control('/accounts', { username: 'stmarks', name: "St Mark's" })
    const res = await get(`${t.url}/oauth/authorize?${authorizeQuery()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('Log in to Flock')
    expect(html).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/)
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/)
    expect(html).toContain('@gracechapel')
    expect(html).toContain('St Mark&#39;s')
    expect(html).toContain('instagram_business_manage_comments')
    expect(html.match(/type="radio"[^>]*checked/g)).toHaveLength(1)
  })

  it('accepts space-separated scopes and a trailing slash on the path', async () => {
    const t = await startSim()
    const q = authorizeQuery({
      scope: 'instagram_business_basic instagram_business_manage_comments',
    })
    const res = await get(`${t.url}/oauth/authorize/?${q}`)
    expect(res.status).toBe(200)
  })

  it.each([
    [{ client_id: '999' }, 'Invalid platform app'],
    [{ redirect_uri: 'http://evil.test/cb' }, 'Invalid redirect_uri'],
    [{ redirect_uri: `${REDIRECT_URI}/` }, 'Invalid redirect_uri'],
    [
      { scope: 'instagram_business_manage_comments' },
      'instagram_business_basic permission is required',
    ],
    [{ scope: 'user_profile,user_media' }, 'Invalid scopes: user_profile, user_media'],
    [{ response_type: 'token' }, 'response_type must be code'],
  ])('shows an error page without redirecting for %o', async (override, text) => {
    const t = await startSim()
    const res = await get(`${t.url}/oauth/authorize?${authorizeQuery(override)}`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
    expect(await res.text()).toContain(text)
  })
})

describe('POST /oauth/authorize (the consent form)', () => {
  it('Allow redirects with a code, the state and #_', async () => {
    const t = await startSim()
    const account = await t.control('/accounts', { username: 'gracechapel' })
    const res = await consent(t, 'allow', { account: account.user_id })
    expect(res.status).toBe(302)
    const location = res.headers.get('location') ?? ''
    expect(location.startsWith(`${REDIRECT_URI}?code=AQB`)).toBe(true)
    expect(location.endsWith('#_')).toBe(true)
    expect(new URL(location).searchParams.get('state')).toBe('xyz-123')
  })

  it('Cancel redirects with access_denied and the state (switchable)', async () => {
    const t = await startSim()
    const res = await consent(t, 'cancel')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `${REDIRECT_URI}?error=access_denied&error_reason=user_denied&error_description=The+user+denied+your+request&state=xyz-123`,
    )
    await t.control('/settings', { state_on_denial: false })
    const without = await consent(t, 'cancel')
    expect(without.headers.get('location')).not.toContain('state=')
  })

  it('re-validates the request on submit', async () => {
    const t = await startSim()
    const res = await consent(t, 'allow', { redirect_uri: 'http://evil.test/cb' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
  })
})
