import type { AddressInfo } from 'node:net'
import { describe, expect, it, beforeAll } from 'vitest'
import { DEFAULT_APP_SECRET, signedRequest } from '../../../../../simulator/src/index'
import { randomUUID } from 'node:crypto'
import { as, signInAsAdmin } from '../../../../test/actors'
import { createComment } from '../../../../test/factories'
import { registerClient, TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { connectThroughInstagram, createSimAccount, simControl } from '../../../../test/instagram'
import { DEAUTHORIZED_REASON } from './app-callbacks.service'
import { pruneSignedRequestReceipts } from './signed-request-receipts'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

// Meta reaches Flock over the network, so this file's app listens on a real port.
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  await simControl(t.sim, 'callbacks', {
    deauthorize_url: `http://127.0.0.1:${port}/api/instagram/deauthorize`,
    data_deletion_url: `http://127.0.0.1:${port}/api/instagram/data-deletion`,
  })
})

async function connectedAccount() {
  const { cookie, response } = await registerClient(t.app)
  const routeId = response.json().organization.routeId as string
  const ig = await createSimAccount(t.sim, {
    username: `callback_${Date.now().toString(36)}`,
    followers_count: 500,
  })
  expect((await connectThroughInstagram(t.app, cookie, ig.username)).statusCode).toBe(200)
  const accounts = async () =>
    (
      await t.app.inject({ url: `/api/organizations/${routeId}/accounts`, headers: { cookie } })
    ).json().items
  return { ig, accounts, cookie }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

const form = (signed: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ signed_request: signed }).toString(),
})

describe('Meta app callbacks', () => {
  it('marks the account for reconnection, with the reason, and destroys its token when the person removes Flock on Instagram', async () => {
    const { ig, accounts } = await connectedAccount()
    await simControl(t.sim, 'deauthorize', { user_id: ig.user_id })
    const [account] = await accounts()
    expect(account).toMatchObject({
      status: 'needs_reconnection',
      statusReason: DEAUTHORIZED_REASON,
      tokenExpiresAt: null,
    })
  })

  it('tells the church and the agency, and says on the inbox card why Reply is unavailable', async () => {
    const { ig, accounts, cookie } = await connectedAccount()
    const { id: accountId, organizationId } = (await accounts())[0] as {
      id: string
      organizationId: string
    }
    const comment = await createComment(t.db.db, { id: accountId, organizationId })
    await simControl(t.sim, 'deauthorize', { user_id: ig.user_id })

    const admin = await signInAsAdmin(t.app, t.db.db)
    for (const who of [cookie, admin]) {
      const bell = await t.app.inject({ url: '/api/notifications', headers: { cookie: who } })
      expect(bell.json().items).toContainEqual(
        expect.objectContaining({
          kind: 'needs_reconnection',
          accountId,
          message: `@${ig.username} needs reconnection: ${DEAUTHORIZED_REASON}`,
          unread: true,
        }),
      )
    }
    // The inbox (the agency's) says why Reply is unavailable before anyone types.
    const inbox = await t.app.inject({
      url: `/api/comments?accountId=${accountId}`,
      headers: { cookie: admin },
    })
    expect(inbox.json().items).toEqual([
      expect.objectContaining({ id: comment.id, replyBlockedReason: DEAUTHORIZED_REASON }),
    ])
    // The server refuses a reply all the same, before anything is queued.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${comment.id}/replies`,
      headers: as(admin),
      payload: { message: 'Thank you!', idempotencyKey: randomUUID() },
    })
    expect(reply.statusCode).toBe(409)
    expect(reply.json().code).toBe('ACCOUNT_NOT_CONNECTED')
  })

  it('deletes the account data and answers a confirmation code with a status page', async () => {
    const { ig, accounts } = await connectedAccount()
    const result = (await simControl(t.sim, 'data-deletion', { user_id: ig.user_id })) as {
      valid_answer: boolean
      callback: { response: { url: string; confirmation_code: string } }
    }
    expect(result.valid_answer).toBe(true)
    const answer = result.callback.response
    expect(answer.confirmation_code).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(answer.url).toBe(`${TEST_ORIGIN}/data-deletion?code=${answer.confirmation_code}`)
    expect(await accounts()).toEqual([])
    const status = await t.app.inject({ url: `/api/data-deletion/${answer.confirmation_code}` })
    expect(status.json()).toMatchObject({ status: 'completed', accountsDeleted: 1 })
    expect((await t.app.inject({ url: '/api/data-deletion/unknowncode1' })).statusCode).toBe(404)
  })

  it('refuses a forged or malformed signed_request and changes nothing', async () => {
    const { ig, accounts } = await connectedAccount()
    const forged = signedRequest(
      { algorithm: 'HMAC-SHA256', issued_at: nowSeconds(), user_id: ig.user_id },
      'not-the-app-secret',
    )
    for (const signed of [forged, 'garbage', 'a.b.c']) {
      const response = await t.app.inject({ url: '/api/instagram/deauthorize', ...form(signed) })
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('INVALID_SIGNATURE')
    }
    const missing = await t.app.inject({ url: '/api/instagram/data-deletion', ...form('') })
    expect(missing.statusCode).toBe(400)
    expect((await accounts())[0].status).toBe('connected')
    const genuine = signedRequest(
      { algorithm: 'HMAC-SHA256', issued_at: nowSeconds(), user_id: ig.user_id },
      DEFAULT_APP_SECRET,
    )
    expect(
      (await t.app.inject({ url: '/api/instagram/deauthorize', ...form(genuine) })).statusCode,
    ).toBe(200)
  })

  it('refuses a genuine signed_request issued too long ago, or without issued_at', async () => {
    const { ig, accounts } = await connectedAccount()
    const sign = (payload: Record<string, unknown>) =>
      signedRequest(
        { algorithm: 'HMAC-SHA256', user_id: ig.user_id, ...payload },
        DEFAULT_APP_SECRET,
      )
    for (const signed of [
      sign({ issued_at: nowSeconds() - 10 * 60 }),
      sign({ issued_at: nowSeconds() + 10 * 60 }),
      sign({}),
    ]) {
      for (const url of ['/api/instagram/deauthorize', '/api/instagram/data-deletion']) {
        const response = await t.app.inject({ url, ...form(signed) })
        expect(response.statusCode).toBe(401)
        expect(response.json().code).toBe('INVALID_SIGNATURE')
      }
    }
    expect((await accounts())[0]).toMatchObject({ status: 'connected' })
  })

  it('acts on a signed_request once: a replay is refused, even two copies at the same moment', async () => {
    const { ig, accounts } = await connectedAccount()
    const signed = signedRequest(
      { algorithm: 'HMAC-SHA256', issued_at: nowSeconds(), user_id: ig.user_id },
      DEFAULT_APP_SECRET,
    )
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await t.app.inject({ url: '/api/instagram/data-deletion', ...form(signed) })).statusCode,
      ),
    )
    expect(statuses.sort()).toEqual([200, 401, 401])
    expect(await accounts()).toEqual([])
    const replay = await t.app.inject({ url: '/api/instagram/deauthorize', ...form(signed) })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toMatch(/already used/)
  })

  it('refuses a used signed_request re-encoded: padding, a flipped unused bit, the other alphabet, a newline', async () => {
    const { ig, accounts } = await connectedAccount()
    // A signature with a character that differs between base64url and base64.
    let signed = ''
    for (let nonce = 0; !/[-_]/.test(signed.split('.')[0]!); nonce++) {
      signed = signedRequest(
        { algorithm: 'HMAC-SHA256', issued_at: nowSeconds(), user_id: ig.user_id, nonce },
        DEFAULT_APP_SECRET,
      )
    }
    const first = await t.app.inject({ url: '/api/instagram/data-deletion', ...form(signed) })
    expect(first.statusCode).toBe(200)
    const [signature, payload] = signed.split('.') as [string, string]
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // 32 bytes take 43 characters: the last one carries two bits that decode to nothing.
    const last = alphabet.indexOf(signature.at(-1)!)
    const flipped = signature.slice(0, -1) + alphabet[last ^ 1]
    const variants = [
      `${signature}=.${payload}`,
      `${signature}==.${payload}`,
      `${flipped}.${payload}`,
      `${signature.replaceAll('-', '+').replaceAll('_', '/')}.${payload}`,
      `${signature.slice(0, 10)}\n${signature.slice(10)}.${payload}`,
    ]
    for (const variant of variants) {
      for (const url of ['/api/instagram/deauthorize', '/api/instagram/data-deletion']) {
        const response = await t.app.inject({ url, ...form(variant) })
        expect(response.statusCode, `${url} ${JSON.stringify(variant)}`).toBe(401)
        expect(response.json().code).toBe('INVALID_SIGNATURE')
      }
    }
    expect(await accounts()).toEqual([])
    const { rows } = await t.db.pool.query(
      'select count(*)::int as n from data_deletion_requests where ig_user_id = $1',
      [ig.user_id],
    )
    expect(rows[0].n).toBe(1)
  })

  it('prunes receipts too old to matter', async () => {
    const { ig } = await connectedAccount()
    const signed = signedRequest(
      { algorithm: 'HMAC-SHA256', issued_at: nowSeconds(), user_id: ig.user_id },
      DEFAULT_APP_SECRET,
    )
    await t.app.inject({ url: '/api/instagram/deauthorize', ...form(signed) })
    const later = new Date(Date.now() + 11 * 60 * 1000)
    expect(await pruneSignedRequestReceipts(t.db.db, later)).toBeGreaterThanOrEqual(1)
    expect(await pruneSignedRequestReceipts(t.db.db, later)).toBe(0)
  })
})
