import { buildApp } from '../server/src/app'
import { accountFlows } from '../server/src/modules/identity/password-reset/account-flows'
import { createAuth } from '../server/src/auth/better-auth'
import { signInRule } from '../server/src/auth/sign-in-throttle'
import { loadEnv } from '../server/src/config/env'
import { connectDatabase } from '../server/src/db/client'
import { createInstagramClient } from '../server/src/integrations/instagram/client'
import { INSTAGRAM_SCOPES } from '../server/src/integrations/instagram/config'
import { createTokenCipher } from '../server/src/lib/token-cipher'

export const BENCH_ORIGIN = 'http://localhost:3000'
const SECRET = 'bench-secret-bench-secret-bench-secret-01'
const TOKEN_KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY'

// A whole Flock app on the given database, as main.ts builds it; the benchmark never talks to
// Instagram or runs jobs, so the client points at a closed loopback port and jobs go nowhere.
export async function startFlock(databaseUrl: string, extraEnv: Record<string, string> = {}) {
  const env = loadEnv({
    NODE_ENV: 'production',
    PUBLIC_URL: BENCH_ORIGIN,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: SECRET,
    TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '.tmp/bench/no-web-app',
    SIGN_IN_RATE_LIMIT: '1000000',
    SIGN_UP_RATE_LIMIT: '1000000',
    ...extraEnv,
  })
  const handle = connectDatabase(databaseUrl, { max: 10 })
  const unreachable = 'http://127.0.0.1:9'
  const app = await buildApp({
    env,
    db: handle.db,
    databaseUrl,
    auth: createAuth({
      db: handle.db,
      secret: SECRET,
      publicUrl: env.publicUrl,
      signInRule: signInRule(env),
      accountFlows: accountFlows({
        db: handle.db,
        jobs: { send: async () => {} },
        publicUrl: env.publicUrl,
      }),
    }),
    instagram: createInstagramClient({
      appId: '1',
      appSecret: 'bench-app-secret-0000',
      authorizeUrl: unreachable,
      apiUrl: unreachable,
      graphUrl: unreachable,
      graphVersion: 'v23.0',
      redirectUri: `${BENCH_ORIGIN}/callback`,
      scopes: INSTAGRAM_SCOPES,
      timeoutMs: 1_000,
      webhookVerifyToken: 'bench',
    }),
    tokenCipher: createTokenCipher(TOKEN_KEY),
    // Nothing the benchmark does sends a job.
    jobs: { send: async () => {} },
    logger: false,
  })
  await app.ready()
  return {
    app,
    db: handle.db,
    async close() {
      await app.close()
      await handle.close()
    },
  }
}
