import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { DEFAULT_APP_ID, DEFAULT_APP_SECRET } from '../../simulator/src/index'
import { freePort } from './free-port'
import { waitUntilHealthy } from './wait-until-healthy'
import { TEST_ORIGIN, TEST_TOKEN_KEY } from './helper'

export interface FlockProcess {
  url: string
  child: ChildProcess
  output: () => string
}

// What a real server process needs to run against a test database and a test simulator.
export function flockProcessEnv(databaseUrl: string, simulatorUrl: string) {
  return {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
    INSTAGRAM_APP_ID: DEFAULT_APP_ID,
    INSTAGRAM_APP_SECRET: DEFAULT_APP_SECRET,
    INSTAGRAM_AUTHORIZE_URL: `${simulatorUrl}/oauth/authorize`,
    INSTAGRAM_API_URL: simulatorUrl,
    INSTAGRAM_GRAPH_URL: simulatorUrl,
    WEB_DIST_DIR: '.tmp/no-web-app',
  }
}

// The real server entry point (main.ts: pg-boss jobs and all) as its own process, so a test can
// kill it the hard way. env.PORT keeps one address across restarts; otherwise a free port.
export async function startFlockProcess(env: Record<string, string>): Promise<FlockProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/src/main.ts')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += String(chunk)))
  child.stderr!.on('data', (chunk) => (output += String(chunk)))
  const url = `http://127.0.0.1:${port}`
  await waitUntilHealthy(child, url, () => output, 60_000)
  return { url, child, output: () => output }
}

export async function stopFlockProcess(flock: FlockProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (flock.child.exitCode !== null || flock.child.signalCode !== null) return
  const exited = new Promise((resolve) => flock.child.once('exit', resolve))
  flock.child.kill(signal)
  await exited
}

// Signs in to a Flock child process over real HTTP; the session cookie for later requests.
export async function signInOverHttp(url: string, email: string, password: string) {
  const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  })
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
