import { describe, expect, it } from 'vitest'
import { optionsFromEnv } from '../src/env'

describe('optionsFromEnv', () => {
  it('uses the defaults', () => {
    expect(optionsFromEnv({})).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      seed: true,
      webhook: undefined,
    })
  })

  it('reads lists, webhook and switches', () => {
    const options = optionsFromEnv({
      SIM_PORT: '5000',
      SIM_REDIRECT_URIS: 'http://a.test/cb, http://b.test/cb',
      SIM_WEBHOOK_URL: 'http://flock.test/webhooks/instagram',
      SIM_WEBHOOK_VERIFY_TOKEN: 'sesame',
      SIM_SEED: 'false',
    })
    expect(options).toMatchObject({
      port: 5000,
      redirectUris: ['http://a.test/cb', 'http://b.test/cb'],
      webhook: { url: 'http://flock.test/webhooks/instagram', verifyToken: 'sesame' },
      seed: false,
    })
  })

  it.each([
    [{ SIM_PORT: 'abc' }, /^Invalid SIM_PORT: /],
    [{ SIM_REDIRECT_URIS: 'not a url' }, /^Invalid SIM_REDIRECT_URIS: /],
    [{ SIM_WEBHOOK_URL: 'http://x.test/h' }, /^Invalid SIM_WEBHOOK_VERIFY_TOKEN: /],
    [{ SIM_SEED: 'maybe' }, /^Invalid SIM_SEED: /],
  ])('fails with one line naming the variable for %o', (env, message) => {
    expect(() => optionsFromEnv(env)).toThrow(message)
  })
})
