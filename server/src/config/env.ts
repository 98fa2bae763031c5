import path from 'node:path'
import { z } from 'zod'
import { ZPersonName } from '@common/schemas/person-name'
import { REPORT_TARGET_MAX_HOURS } from '@common/schemas/report-settings'
import { passwordProblem } from '../lib/password-rules'
import { INSTAGRAM_FEATURES, type InstagramFeature } from './instagram-features'
import { parseTrustProxy, type TrustProxy } from './trust-proxy'

const instagramFeatures = z.string().transform((value, context) => {
  const listed = value.split(',').map((part) => part.trim().toLowerCase())
  if (listed.length === 1 && listed[0] === 'none') return []
  const unknown = listed.filter((f) => !(INSTAGRAM_FEATURES as readonly string[]).includes(f))
  if (unknown.length === 0) return listed as InstagramFeature[]
  context.addIssue({
    code: 'custom',
    message: `must list some of ${INSTAGRAM_FEATURES.join(', ')} (comma-separated) or be none`,
  })
  return z.NEVER
})

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const parsed = parseTrustProxy(value)
  if (parsed === false || typeof parsed === 'number' || Array.isArray(parsed)) return parsed
  context.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

// Counters older than a day are pruned, so no window may be longer.
const rateWindow = z.coerce.number().int().min(1).max(86_400)

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // The address people type into their browser; cookies, redirects and OAuth callbacks use it.
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    // Unset: 54329, or the port recorded in DATA_DIR, or a free one when something else has it.
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Where npm run backup and the nightly backup write; DATA_DIR/backups when unset.
    BACKUP_DIR: z.string().min(1).optional(),
    // The nightly backup: when (five-field cron, UTC; "off" to disable), and how many to keep.
    BACKUP_CRON: z
      .string()
      .regex(/^(off|\S+( \S+){4})$/, 'must be a five-field cron expression or off')
      .default('0 3 * * *'),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    // The first admin's name; without it, the part of ADMIN_EMAIL before the @ (decision 076).
    ADMIN_NAME: ZPersonName.optional(),
    ADMIN_PASSWORD: z
      .string()
      .superRefine((password, context) => {
        const problem = passwordProblem(password)
        if (problem) context.addIssue({ code: 'custom', message: `is refused: ${problem}` })
      })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxy.default(false),
    // Prometheus metrics at /metrics: off unless turned on; with a token, scrapers must send it.
    METRICS: z.enum(['on', 'off']).default('off'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_RATE_WINDOW_SECONDS: rateWindow.default(60),
    SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    SIGN_UP_RATE_WINDOW_SECONDS: rateWindow.default(600),
    // Invitations sent (and resent) per inviter, and per invited e-mail address, per window.
    INVITATION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    INVITATION_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    INVITATION_RATE_WINDOW_SECONDS: rateWindow.default(3600),
    WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
    // 32 random bytes, base64url. Generated into DATA_DIR when unset.
    TOKEN_ENCRYPTION_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be 32 bytes in base64url (43 characters)')
      .optional(),
    // The media library's files: DATA_DIR/assets unless a bucket is named (decision 065).
    ASSETS_S3_BUCKET: z.string().min(3).max(63).optional(),
    // Unset for AWS itself; the server's address for MinIO, R2, s3rver and the like.
    ASSETS_S3_ENDPOINT: z.url().optional(),
    ASSETS_S3_REGION: z.string().min(1).default('us-east-1'),
    ASSETS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    ASSETS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    ASSETS_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    // A public bucket's (or CDN's) address: Instagram then fetches published files from there.
    ASSETS_S3_PUBLIC_URL: z.url().optional(),
    // A real Meta app switches Flock from the built-in simulator to Instagram.
    INSTAGRAM_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric Instagram app id').optional(),
    INSTAGRAM_APP_SECRET: z.string().min(16, 'must be the Instagram app secret').optional(),
    // The Meta app secret, accepted beside the Instagram app secret on webhook and
    // signed_request signatures (deployments differ on which one Meta signs with).
    META_APP_SECRET: z.string().min(16, 'must be the Meta app secret').optional(),
    INSTAGRAM_AUTHORIZE_URL: z.url().default('https://www.instagram.com/oauth/authorize'),
    INSTAGRAM_API_URL: z.url().default('https://api.instagram.com'),
    INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
    INSTAGRAM_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v23.0')
      .default('v23.0'),
    INSTAGRAM_WEBHOOK_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
    // Which of messaging, insights and publishing the Meta app is approved for ("none" for
    // comments only). Unset: none with a real app, all of them with the simulator.
    INSTAGRAM_FEATURES: instagramFeatures.optional(),
    // The HUMAN_AGENT tag (answers up to 7 days after the follower's last message, typed by a
    // person) needs Meta's Human Agent approval: off unless the operator has it.
    INSTAGRAM_HUMAN_AGENT: z.enum(['on', 'off']).default('off'),
    // Posts younger than this are re-read on every sync even when their comment count is unchanged.
    SYNC_RECENT_POST_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    // How long one worker holds a reply it is delivering, and how often the job queue looks for
    // work whose worker died. Lower only to test crash recovery.
    DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // Per process: webhooks and reply deliveries run this many at once; account syncs SYNC_….
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
    SYNC_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    // Posts being published at once. A run mostly sleeps while Instagram processes its
    // container (seconds for a picture), so it is set apart from JOB_CONCURRENCY and higher:
    // 350 posts of 50 churches due in the same minute are all live within a minute
    // (bench:publishing, decision 078).
    PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(50),
    // A reply still not on Instagram after this many attempts or this long ends as failed.
    REPLY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    REPLY_MAX_AGE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    // Outgoing e-mail: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset,
    // Flock keeps every message in its database and shows it to admins at /settings/outbox.
    SMTP_URL: z
      .url()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
      .optional(),
    // The sender of Flock's e-mail, e.g. "Grace Media <no-reply@grace.example>".
    MAIL_FROM: z.string().min(3).max(320).optional(),
    // The agency's name, shown on the landing page, in page titles and in every e-mail.
    AGENCY_NAME: z.string().trim().min(1).max(80).default('Flock'),
    SIMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(4100),
    // Comment lines on every open event stream keep proxies from closing an idle one.
    SSE_HEARTBEAT_SECONDS: z.coerce.number().positive().max(3600).default(30),
    // The agency's day for "Comments Today": an IANA name such as Europe/London.
    AGENCY_TIMEZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone name such as Europe/London or UTC')
      .default('UTC'),
    // "on": on the first of the month each church's Owners get a link to last month's report.
    // A default: the setting the agency's Owners save in the app wins (decision 055).
    MONTHLY_REPORT_MAIL: z.enum(['on', 'off']).default('off'),
    // The reports' response-time target: the share of comments answered within this many hours.
    // A default, as MONTHLY_REPORT_MAIL is.
    REPORT_TARGET_HOURS: z.coerce.number().positive().max(REPORT_TARGET_MAX_HOURS).default(4),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_EMAIL, {
    message: 'must be set when ADMIN_PASSWORD is',
    path: ['ADMIN_EMAIL'],
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    message: 'must be set when ADMIN_EMAIL is',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    message: 'must be set when SMTP_URL is (the address Flock sends e-mail from)',
    path: ['MAIL_FROM'],
  })
  .refine((env) => !env.ASSETS_S3_ACCESS_KEY_ID === !env.ASSETS_S3_SECRET_ACCESS_KEY, {
    message: 'must be set together with ASSETS_S3_ACCESS_KEY_ID',
    path: ['ASSETS_S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => !env.INSTAGRAM_APP_ID || env.INSTAGRAM_APP_SECRET, {
    message: 'must be set when INSTAGRAM_APP_ID is',
    path: ['INSTAGRAM_APP_SECRET'],
  })

// PostgreSQL and Node share the IANA names; offsets like "+05:00" mean opposite things to them.
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export type Env = z.infer<typeof ZEnv> & {
  publicUrl: string
  dataDir: string
  backupDir: string
  // What the operator's Meta app may do (all of it with the simulator).
  instagramFeatures: InstagramFeature[]
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

// Reads configuration once at start. A bad value stops the process with one line naming it.
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = ZEnv.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const variable = issue.path.join('.') || 'environment'
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`)
  }
  const env = parsed.data
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const dataDir = path.resolve(env.DATA_DIR)
  const backupDir = path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups'))
  const instagramFeatures =
    env.INSTAGRAM_FEATURES ?? (env.INSTAGRAM_APP_ID ? [] : [...INSTAGRAM_FEATURES])
  return { ...env, publicUrl, dataDir, backupDir, instagramFeatures }
}
