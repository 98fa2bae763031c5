export interface WebhookOptions {
  url: string
  verifyToken: string
}

export interface SimulatorOptions {
  /** 0 picks a free port (tests). Default 0. */
  port?: number
  host?: string
  /** Base of absolute URLs (images, paging links). Default: the address it listens on. */
  publicUrl?: string
  appId?: string
  appSecret?: string
  appName?: string
  redirectUris?: string[]
  webhook?: WebhookOptions
  /** Delays between delivery attempts after a failed one; the first attempt is immediate. */
  webhookRetryDelaysMs?: number[]
  deauthorizeUrl?: string
  dataDeletionUrl?: string
  /** Demo data (three church accounts). Default true. */
  seed?: boolean
  /** Base clock; the control API can move the simulator's time forward from it. */
  now?: () => number | Date
  logger?: boolean
  /** Keeps accounts, media, comments, tokens and settings in this JSON file across restarts.
   *  Without it (tests, the standalone simulator) everything lives in memory. */
  stateFile?: string
}

export interface ResolvedOptions {
  port: number
  host: string
  publicUrl: string | undefined
  appId: string
  appSecret: string
  appName: string
  redirectUris: string[]
  webhook: WebhookOptions | undefined
  webhookRetryDelaysMs: number[]
  deauthorizeUrl: string | undefined
  dataDeletionUrl: string | undefined
  seed: boolean
  now: () => number
  logger: boolean
  stateFile: string | undefined
}

export const DEFAULT_APP_ID = '1002003004005006'
export const DEFAULT_APP_SECRET = 'flock-simulator-app-secret'
export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000, 300_000]

export function resolveOptions(o: SimulatorOptions = {}): ResolvedOptions {
  const base = o.now
  return {
    port: o.port ?? 0,
    host: o.host ?? '127.0.0.1',
    publicUrl: o.publicUrl?.replace(/\/+$/, ''),
    appId: o.appId ?? DEFAULT_APP_ID,
    appSecret: o.appSecret ?? DEFAULT_APP_SECRET,
    appName: o.appName ?? 'Flock',
    redirectUris: o.redirectUris ?? [],
    webhook: o.webhook,
    webhookRetryDelaysMs: o.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    deauthorizeUrl: o.deauthorizeUrl,
    dataDeletionUrl: o.dataDeletionUrl,
    seed: o.seed ?? true,
    now: base ? () => Number(base()) : Date.now,
    logger: o.logger ?? false,
    stateFile: o.stateFile,
  }
}
