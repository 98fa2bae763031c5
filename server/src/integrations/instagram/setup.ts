import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Env } from '../../config/env'
import { loadOrCreateSecret } from '../../lib/secrets'
import { createInstagramClient, type InstagramClient } from './client'
import { INSTAGRAM_SCOPES, type InstagramConfig } from './config'

export interface InstagramConnection {
  client: InstagramClient
  // One line for the start-up log: where Instagram calls go.
  description: string
  stop(): Promise<void>
}

export const callbackPath = '/instagram-auth-callback'
export const webhookPath = '/api/instagram/webhooks'

// Meta refuses the whole login when a requested permission is missing from the app, so the
// messaging permission is asked for only when the operator turned messaging on.
export function messagingEnabled(env: Pick<Env, 'INSTAGRAM_MESSAGING' | 'INSTAGRAM_APP_ID'>) {
  return (env.INSTAGRAM_MESSAGING ?? (env.INSTAGRAM_APP_ID ? 'off' : 'on')) === 'on'
}

function instagramScopes(env: Env): readonly string[] {
  return messagingEnabled(env)
    ? INSTAGRAM_SCOPES
    : INSTAGRAM_SCOPES.filter((scope) => scope !== 'instagram_business_manage_messages')
}

function configFor(env: Env, overrides: Partial<InstagramConfig>): InstagramConfig {
  return {
    appId: env.INSTAGRAM_APP_ID ?? '',
    appSecret: env.INSTAGRAM_APP_SECRET ?? '',
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
    apiUrl: env.INSTAGRAM_API_URL,
    graphUrl: env.INSTAGRAM_GRAPH_URL,
    graphVersion: env.INSTAGRAM_GRAPH_VERSION,
    redirectUri: `${env.publicUrl}${callbackPath}`,
    scopes: instagramScopes(env),
    timeoutMs: 10_000,
    webhookVerifyToken: env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN ?? '',
    metaAppSecret: env.META_APP_SECRET,
    recentPostDays: env.SYNC_RECENT_POST_DAYS,
    ...overrides,
  }
}

// With a Meta app configured Flock talks to Instagram. Without one it starts the bundled
// simulator beside itself (its own port, real HTTP) with demo accounts, so the whole product
// works on a machine with no internet; nothing else in Flock changes.
export async function connectInstagram(env: Env): Promise<InstagramConnection> {
  if (env.INSTAGRAM_APP_ID) {
    return {
      client: createInstagramClient(configFor(env, {})),
      description: `Instagram app ${env.INSTAGRAM_APP_ID} at ${env.INSTAGRAM_GRAPH_URL}`,
      stop: async () => {},
    }
  }
  const { createSimulator, DEFAULT_APP_ID } = await import('../../../../simulator/src/index')
  // The simulator's published default secret would let anyone who can reach a demo install
  // sign webhooks and Meta callbacks for it: each install generates its own (decision 069).
  const appSecret = await loadOrCreateSecret(env.dataDir, 'simulator-app-secret')
  const webhookVerifyToken = env.INSTAGRAM_WEBHOOK_VERIFY_TOKEN ?? randomBytes(16).toString('hex')
  const simulator = createSimulator({
    port: env.SIMULATOR_PORT,
    // The consent page must open wherever Flock does; the control API answers only 127.0.0.1.
    host: env.HOST,
    publicUrl: `http://localhost:${env.SIMULATOR_PORT}`,
    appId: DEFAULT_APP_ID,
    appSecret,
    appName: 'Flock',
    redirectUris: [`${env.publicUrl}${callbackPath}`],
    deauthorizeUrl: `${env.publicUrl}/api/instagram/deauthorize`,
    dataDeletionUrl: `${env.publicUrl}/api/instagram/data-deletion`,
    // Flock is not listening yet when the simulator starts; it verifies again before delivering.
    webhook: { url: `${env.publicUrl}${webhookPath}`, verifyToken: webhookVerifyToken },
    seed: true,
    // Demo connections survive a restart: the simulator's accounts and tokens live in DATA_DIR.
    stateFile: path.join(env.dataDir, 'simulator-state.json'),
  })
  const url = await simulator.start()
  const client = createInstagramClient(
    configFor(env, {
      appId: DEFAULT_APP_ID,
      appSecret,
      authorizeUrl: `${simulator.options.publicUrl ?? url}/oauth/authorize`,
      apiUrl: url,
      graphUrl: url,
      webhookVerifyToken,
    }),
  )
  return {
    client,
    description: `No Instagram app configured: using the Instagram simulator at ${url} (demo accounts included)`,
    stop: () => simulator.stop(),
  }
}
