import type { Simulator } from '../simulator/src/index'
import type { FlockMainProcess } from './flock-main-process'

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-01'
export const BENCH_TOKEN_KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY'
export const WEBHOOK_VERIFY_TOKEN = 'bench-webhook-verify-token'
export const SIGN_IN_PASSWORD = 'bench password 123'

// What a Flock server process needs to talk to the bench's simulator and database.
export function flockEnv(databaseUrl: string, sim: Simulator, publicUrl: string) {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: `.tmp/bench/flock-data-${process.pid}`,
    BETTER_AUTH_SECRET: BENCH_SECRET,
    TOKEN_ENCRYPTION_KEY: BENCH_TOKEN_KEY,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '.tmp/bench/no-web-app',
    SIGN_IN_RATE_LIMIT: '1000000',
    SIGN_UP_RATE_LIMIT: '1000000',
    INSTAGRAM_APP_ID: sim.options.appId,
    INSTAGRAM_APP_SECRET: sim.options.appSecret,
    INSTAGRAM_AUTHORIZE_URL: `${sim.url}/oauth/authorize`,
    INSTAGRAM_API_URL: sim.url,
    INSTAGRAM_GRAPH_URL: sim.url,
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: WEBHOOK_VERIFY_TOKEN,
  }
}

// A call on the simulator's control API; in-process (no socket) unless `overHttp`.
export async function simControl<T>(
  sim: Simulator,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await sim.app.inject({
    method,
    url: `/__sim/${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  })
  if (response.statusCode >= 300)
    throw new Error(`simulator ${method} ${path} answered ${response.statusCode}: ${response.body}`)
  return response.json() as T
}

// Requests that change data must come from Flock's own origin (better-auth and the CSRF check).
export async function flockRequest(
  flock: FlockMainProcess,
  publicUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { cookie?: string; body?: unknown } = {},
) {
  return fetch(`${flock.url}${path}`, {
    method,
    headers: {
      origin: publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
}

export function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

export async function inParallel<T, R>(
  items: T[],
  width: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
  return results
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
