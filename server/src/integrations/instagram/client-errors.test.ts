import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSimulator, testInstagramConfig } from '../../../test/helper'
import {
  clearSimFaults,
  createSimAccount,
  instagramErrorOf,
  issueSimToken,
  simControl,
  uniqueUsername,
} from '../../../test/instagram'
import { createInstagramClient, type InstagramClient } from './client'
import type { InstagramError } from './errors'
import { quoteLongIds } from './http'
import { parseBusinessUsage } from './usage'

// Every failure the simulator can produce becomes an InstagramError of the right kind.
const sim = startTestSimulator()
const TIMEOUT_MS = 1500
let client: InstagramClient

beforeAll(async () => {
  await sim.start()
  client = createInstagramClient(testInstagramConfig(sim, { timeoutMs: TIMEOUT_MS }))
})
afterAll(() => sim.stop())
afterEach(() => clearSimFaults(sim))

async function accountWithToken() {
  const account = await createSimAccount(sim, { username: uniqueUsername('errors') })
  return { account, token: (await issueSimToken(sim, account.user_id)).access_token }
}

// Neither the message nor any cause's message may leak the token.
function expectNoToken(error: InstagramError, token: string) {
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    expect(current.message).not.toContain(token)
    current = current.cause
  }
}

describe('token errors', () => {
  it('reports an expired token as kind token (190, session expired)', async () => {
    const { token } = await accountWithToken()
    await simControl(sim, 'expire-token', { access_token: token })
    const error = await instagramErrorOf(client.getProfile(token))
    expect(error).toMatchObject({ kind: 'token', code: 190, subcode: 0, status: 400 })
    expect(error.message).toMatch(/Session has expired/)
    expectNoToken(error, token)
  })

  it('reports a token Instagram cannot parse as kind token', async () => {
    const garbage = 'IGAAgarbage-token-that-was-never-issued'
    const error = await instagramErrorOf(client.getProfile(garbage))
    expect(error).toMatchObject({ kind: 'token', code: 190 })
    expectNoToken(error, garbage)
  })
})

it("reports another account's media as not_found (100/33)", async () => {
  const { token } = await accountWithToken()
  const other = await createSimAccount(sim, { username: uniqueUsername('other') })
  const error = await instagramErrorOf(client.listMediaPage(token, other.user_id))
  expect(error).toMatchObject({ kind: 'not_found', code: 100, subcode: 33 })
  expectNoToken(error, token)
})

describe('injected faults', () => {
  it.each([
    {
      fault: { errors: [{ status: 400, code: 10, message: '(#10) Permission denied' }] },
      expected: { kind: 'permission', code: 10, status: 400 },
    },
    {
      fault: { errors: [{ status: 403, code: 200, message: '(#200) Permissions error' }] },
      expected: { kind: 'permission', code: 200, status: 403 },
    },
    {
      // Outside the messaging window: a rule about time, never a permission to reconnect for.
      fault: {
        errors: [
          {
            status: 403,
            code: 10,
            error_subcode: 2534022,
            type: 'IGApiException',
            message: 'This message is sent outside of allowed window.',
          },
        ],
      },
      expected: { kind: 'window', code: 10, subcode: 2534022, status: 403, transient: false },
    },
    { fault: { status_codes: [500] }, expected: { kind: 'unavailable', status: 500 } },
    { fault: { status_codes: [503] }, expected: { kind: 'unavailable', status: 503 } },
    {
      fault: { status_codes: [429] },
      expected: { kind: 'rate_limited', code: 4, status: 429, retryAfterSeconds: 60 },
    },
    {
      // "Temporarily blocked" for spam lifts by itself: a long wait, never a permanent refusal.
      fault: {
        errors: [
          { status: 400, code: 368, message: 'It looks like you were misusing this feature' },
        ],
      },
      expected: {
        kind: 'rate_limited',
        code: 368,
        status: 400,
        transient: true,
        retryAfterSeconds: 1800,
      },
    },
  ])('maps $fault to $expected.kind', async ({ fault, expected }) => {
    const { token } = await accountWithToken()
    await simControl(sim, 'faults', { path: '/me', ...fault })
    const error = await instagramErrorOf(client.getProfile(token))
    expect(error).toMatchObject(expected)
    expectNoToken(error, token)
  })

  it('gives up on a call slower than the timeout as unavailable', async () => {
    const { token } = await accountWithToken()
    await simControl(sim, 'faults', { path: '/me', latency_ms: TIMEOUT_MS * 2, count: 1 })
    const started = performance.now()
    const error = await instagramErrorOf(client.getProfile(token))
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 2)
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe('Instagram did not answer in time')
    expectNoToken(error, token)
  })

  it('reports a dropped connection as unavailable', async () => {
    const { token } = await accountWithToken()
    await simControl(sim, 'faults', { path: '/me', drop_request: true })
    const error = await instagramErrorOf(client.getProfile(token))
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Could not reach Instagram' })
    expect(error.status).toBeUndefined()
    expectNoToken(error, token)
  })

  it('reports an answer lost after the write as unavailable', async () => {
    const { token } = await accountWithToken()
    await simControl(sim, 'faults', { path: '/me', drop_response_after_write: true })
    const error = await instagramErrorOf(client.getProfile(token))
    expect(error.kind).toBe('unavailable')
    expectNoToken(error, token)
  })

  it("reads the code exchange host's flat envelope: invalid below 500, unavailable above", async () => {
    const path = '/oauth/access_token'
    const message = 'Invalid platform app'
    await simControl(sim, 'faults', { path, count: 1, errors: [{ status: 400, message }] })
    await simControl(sim, 'faults', { path, count: 1, errors: [{ status: 503, message }] })
    const invalid = await instagramErrorOf(client.exchangeCode('AQBcode'))
    expect(invalid).toMatchObject({ kind: 'invalid', message, status: 400 })
    const unavailable = await instagramErrorOf(client.exchangeCode('AQBcode'))
    expect(unavailable).toMatchObject({ kind: 'unavailable', status: 503 })
  })
})

describe('quoteLongIds', () => {
  it('quotes bare ids of 16 digits or more and leaves everything else alone', () => {
    const text =
      '{"user_id":27640875392278831,"id" : 9007199254740993,"followers_count":12345678901234567,' +
      '"ig_id":12345678901234567,"short":{"id":42},"caption":"\\"id\\":12345678901234567"}'
    const quoted = quoteLongIds(text)
    expect(quoted).toBe(
      '{"user_id":"27640875392278831","id" : "9007199254740993","followers_count":12345678901234567,' +
        '"ig_id":12345678901234567,"short":{"id":42},"caption":"\\"id\\":12345678901234567"}',
    )
    expect(JSON.parse(quoted)).toMatchObject({
      user_id: '27640875392278831',
      id: '9007199254740993',
    })
  })

  it('leaves ids that are already strings as they are', () => {
    const text = '{"data":[{"user_id":"27640875392278831","id":"17841400000000001"}]}'
    expect(quoteLongIds(text)).toBe(text)
  })
})

describe('parseBusinessUsage', () => {
  it('takes the highest share and regain time across entries', () => {
    const header = JSON.stringify({
      '17841400000000001': [
        {
          type: 'instagram',
          call_count: 12,
          total_cputime: 30,
          total_time: 4,
          estimated_time_to_regain_access: 0,
        },
      ],
      '17841400000000002': [
        { type: 'instagram', call_count: 100, estimated_time_to_regain_access: 7 },
      ],
    })
    expect(parseBusinessUsage(header)).toEqual({ percent: 100, regainAfterMinutes: 7 })
  })

  it.each([null, '', 'not json', '{"1784":', 'null', '{"1784":5}', '{"1784":[null]}'])(
    'gives null for a missing or malformed header: %j',
    (header) => {
      expect(parseBusinessUsage(header)).toBeNull()
    },
  )
})
