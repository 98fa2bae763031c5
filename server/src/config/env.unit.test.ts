import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

describe('loadEnv', () => {
  it('runs on an empty environment with embedded defaults', () => {
    const env = loadEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.dataDir).toMatch(/data$/)
    expect(env.AGENCY_TIMEZONE).toBe('UTC')
    expect(env.AGENCY_NAME).toBe('Flock')
    expect(env.SMTP_URL).toBeUndefined()
    expect(loadEnv({ AGENCY_TIMEZONE: 'America/New_York' }).AGENCY_TIMEZONE).toBe(
      'America/New_York',
    )
  })

  it('asks a real Meta app only for the features the operator turned on', () => {
    expect(loadEnv({}).instagramFeatures).toEqual(['messaging', 'insights', 'publishing'])
    const app = { INSTAGRAM_APP_ID: '123', INSTAGRAM_APP_SECRET: 'x'.repeat(32) }
    expect(loadEnv(app).instagramFeatures).toEqual([])
    expect(
      loadEnv({ ...app, INSTAGRAM_FEATURES: 'Insights, publishing' }).instagramFeatures,
    ).toEqual(['insights', 'publishing'])
    expect(loadEnv({ INSTAGRAM_FEATURES: 'none' }).instagramFeatures).toEqual([])
    expect(() => loadEnv({ INSTAGRAM_FEATURES: 'messaging,dms' })).toThrow(
      /^Invalid configuration: INSTAGRAM_FEATURES must list some of messaging, insights, publishing/,
    )
  })

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [
      { BETTER_AUTH_SECRET: 'short' },
      /^Invalid configuration: BETTER_AUTH_SECRET must be at least 32/,
    ],
    [{ ADMIN_EMAIL: 'a@b.org' }, /^Invalid configuration: ADMIN_PASSWORD must be set/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ SMTP_URL: 'http://mail.example.org' }, /^Invalid configuration: SMTP_URL must be an smtp/],
    [{ SMTP_URL: 'smtp://mail.example.org:587' }, /^Invalid configuration: MAIL_FROM must be set/],
    [{ AGENCY_NAME: '   ' }, /^Invalid configuration: AGENCY_NAME /],
    [
      { AGENCY_TIMEZONE: 'Mars/Olympus' },
      /^Invalid configuration: AGENCY_TIMEZONE must be an IANA/,
    ],
    [{ AGENCY_TIMEZONE: '+05:00' }, /^Invalid configuration: AGENCY_TIMEZONE must be an IANA/],
    [
      { ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: '        ' },
      /^Invalid configuration: ADMIN_PASSWORD is refused: Password cannot be only spaces/,
    ],
    [
      { ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'password123' },
      /^Invalid configuration: ADMIN_PASSWORD is refused: This password is one of the most common/,
    ],
    [{ TRUST_PROXY: 'yes' }, /^Invalid configuration: TRUST_PROXY must be false, a number/],
    [{ TRUST_PROXY: '10.0.0.1, *' }, /^Invalid configuration: TRUST_PROXY .*not "\*"/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '11' }, /^Invalid configuration: TRUST_PROXY must be at most 10/],
  ])('names the bad variable in one line: %o', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message)
    try {
      loadEnv(source)
    } catch (error) {
      expect((error as Error).message).not.toContain('\n')
    }
  })

  it('reads TRUST_PROXY as a hop count or a list of proxies, never "trust everyone"', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false)
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    // "true" from the earlier yes/no setting means the usual one reverse proxy.
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ])
    expect(loadEnv({ TRUST_PROXY: '::1' }).TRUST_PROXY).toEqual(['::1'])
  })
})
