/* eslint-disable @typescript-eslint/no-explicit-any -- Graph bodies are asserted field by field in the tests; typing them would only repeat the assertions */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'
import { createSimulator, type Simulator, type SimulatorOptions } from '../src/index'

export const REDIRECT_URI = 'http://flock.test/api/instagram/callback'
export const APP_ID = '1234567890123456'
export const APP_SECRET = 'test-app-secret'

const running: { stop(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()))
})

/** fetch whose json() is untyped, which keeps assertions on Graph bodies short */
/** one row of a Graph or control API list */
export type Row = Record<string, any>

export type JsonResponse = Omit<Response, 'json'> & { json(): Promise<any> }
export const get = (url: string, init?: RequestInit) => fetch(url, init) as Promise<JsonResponse>

export interface TestSim {
  sim: Simulator
  url: string
  control<T = any>(path: string, body?: unknown, method?: string): Promise<T>
  controlRaw(path: string, body?: unknown, method?: string): Promise<JsonResponse>
  graph(path: string, params?: Record<string, string>, init?: RequestInit): Promise<JsonResponse>
}

export async function startSim(options: SimulatorOptions = {}): Promise<TestSim> {
  const sim = createSimulator({
    seed: false,
    appId: APP_ID,
    appSecret: APP_SECRET,
    redirectUris: [REDIRECT_URI],
    webhookRetryDelaysMs: [60_000, 60_000],
    ...options,
  })
  const url = await sim.start()
  running.push(sim)
  const controlRaw = (path: string, body?: unknown, method?: string) =>
    get(`${url}/__sim${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    sim,
    url,
    controlRaw,
    control: async <T = any>(path: string, body?: unknown, method?: string) => {
      const res = await controlRaw(path, body, method)
      const json = await res.json()
      if (!res.ok) throw new Error(`${path} → ${res.status} ${JSON.stringify(json)}`)
      return json as T
    },
    graph: (path, params = {}, init) => {
      const q = new URLSearchParams(params).toString()
      return get(`${url}${path}${q ? `?${q}` : ''}`, init)
    },
  }
}

/** A follower-facing setup: one account with a long-lived token. */
export async function withAccount(t: TestSim, username = 'grace_test', scopes?: string[]) {
  const account = await t.control('/accounts', {
    username,
    name: 'Grace Test',
    followers_count: 1200,
  })
  const token = await t.control('/tokens', {
    account_id: account.user_id,
    ...(scopes ? { scopes } : {}),
  })
  return { account, token: token.access_token as string }
}

export interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export type Responder = (req: Received) => { status: number; body: string }

/** A tiny HTTP server standing in for Flock's webhook and callback endpoints. */
export async function startReceiver(responder?: Responder) {
  const requests: Received[] = []
  const state = { responder: responder ?? defaultResponder }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const received = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      }
      requests.push(received)
      const { status, body } = state.responder(received)
      res.writeHead(status, { 'content-type': 'text/plain' }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    posts: () => requests.filter((r) => r.method === 'POST'),
    respondWith: (fn: Responder) => {
      state.responder = fn
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  running.push(receiver)
  return receiver
}

export const defaultResponder: Responder = (req) => {
  const challenge = new URL(req.url, 'http://x').searchParams.get('hub.challenge')
  return { status: 200, body: req.method === 'GET' ? (challenge ?? '') : 'ok' }
}

export function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: APP_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'instagram_business_basic,instagram_business_manage_comments',
    state: 'xyz-123',
    ...overrides,
  })
}

/** Posts the consent form the way the browser would when the user presses a button. */
export async function consent(
  t: TestSim,
  decision: 'allow' | 'cancel',
  fields: Record<string, string> = {},
) {
  const form = authorizeQuery(fields)
  form.set('decision', decision)
  return fetch(`${t.url}/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
}

export function codeFrom(res: Response): string {
  const location = res.headers.get('location') ?? ''
  return new URL(location).searchParams.get('code') ?? ''
}

export async function exchange(t: TestSim, fields: Record<string, string>) {
  return get(`${t.url}/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: APP_ID,
      client_secret: APP_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      ...fields,
    }).toString(),
  })
}
