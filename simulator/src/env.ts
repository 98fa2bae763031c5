import { z } from 'zod'
import type { SimulatorOptions } from './options'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional())

const ZBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((v) => ['true', '1', 'yes'].includes(v))

const ZUrlList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: 'each entry must be an absolute URL' })))

export const ZEnv = z
  .object({
    SIM_PORT: optional(z.coerce.number().int().min(0).max(65_535)),
    SIM_HOST: optional(z.string().min(1)),
    SIM_PUBLIC_URL: optional(z.url()),
    INSTAGRAM_APP_ID: optional(z.string().min(1)),
    INSTAGRAM_APP_SECRET: optional(z.string().min(1)),
    SIM_APP_NAME: optional(z.string().min(1)),
    SIM_REDIRECT_URIS: optional(ZUrlList),
    SIM_WEBHOOK_URL: optional(z.url()),
    SIM_WEBHOOK_VERIFY_TOKEN: optional(z.string().min(1)),
    SIM_DEAUTHORIZE_URL: optional(z.url()),
    SIM_DATA_DELETION_URL: optional(z.url()),
    SIM_SEED: optional(ZBoolean),
    SIM_STATE_FILE: optional(z.string().min(1)),
  })
  .superRefine((env, check) => {
    if (env.SIM_WEBHOOK_URL && !env.SIM_WEBHOOK_VERIFY_TOKEN)
      check.addIssue({
        code: 'custom',
        path: ['SIM_WEBHOOK_VERIFY_TOKEN'],
        message: 'required when SIM_WEBHOOK_URL is set',
      })
  })

export class EnvError extends Error {}

/** Reads the simulator's options from the environment; throws a one-line EnvError naming the variable. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SimulatorOptions {
  const parsed = ZEnv.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new EnvError(`Invalid ${String(issue?.path[0] ?? 'environment')}: ${issue?.message}`)
  }
  const e = parsed.data
  return {
    port: e.SIM_PORT ?? 4100,
    host: e.SIM_HOST ?? '127.0.0.1',
    publicUrl: e.SIM_PUBLIC_URL,
    appId: e.INSTAGRAM_APP_ID,
    appSecret: e.INSTAGRAM_APP_SECRET,
    appName: e.SIM_APP_NAME,
    redirectUris: e.SIM_REDIRECT_URIS,
    webhook:
      e.SIM_WEBHOOK_URL && e.SIM_WEBHOOK_VERIFY_TOKEN
        ? { url: e.SIM_WEBHOOK_URL, verifyToken: e.SIM_WEBHOOK_VERIFY_TOKEN }
        : undefined,
    deauthorizeUrl: e.SIM_DEAUTHORIZE_URL,
    dataDeletionUrl: e.SIM_DATA_DELETION_URL,
    seed: e.SIM_SEED ?? true,
    stateFile: e.SIM_STATE_FILE,
  }
}
