import type { z } from 'zod'
import { cleanStrings } from '@common/clean-text'
import { classifyGraphError, InstagramError, rateLimitRetrySeconds } from './errors'
import { ZGraphErrorEnvelope, ZOAuthFormError } from './schemas'
import { parseBusinessUsage, type UsageReport } from './usage'

export interface InstagramResponse<T> {
  data: T
  usage: UsageReport | null
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE'
  form?: Record<string, string>
  timeoutMs: number
}

// Ids above 2^53 lose digits in JSON.parse; quote any long bare number given as an id first.
export function quoteLongIds(text: string): string {
  return text.replace(/"(user_id|id)"(\s*:\s*)(\d{16,})/g, '"$1"$2"$3"')
}

// Every string of an answer is cleaned of NUL and lone surrogates (common/clean-text.ts) before
// it is checked, so nothing read from Instagram (a comment, a caption, a name) can fail a write.
function parseJson(text: string): unknown {
  try {
    return cleanStrings(JSON.parse(quoteLongIds(text)))
  } catch {
    return undefined
  }
}

// One call to Instagram: network failures, error envelopes (even inside a 200), unknown shapes
// and rate limits all become InstagramError; a good answer is zod-checked.
export async function requestInstagram<S extends z.ZodType>(
  url: URL,
  schema: S,
  options: RequestOptions,
): Promise<InstagramResponse<z.output<S>>> {
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      body: options.form ? new URLSearchParams(options.form) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    throw new InstagramError({
      kind: 'unavailable',
      message: timedOut ? 'Instagram did not answer in time' : 'Could not reach Instagram',
      cause,
    })
  }
  const usage = parseBusinessUsage(response.headers.get('x-business-use-case-usage'))
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    throw new InstagramError({
      kind: 'unavailable',
      message: 'Instagram closed the connection',
      cause,
    })
  }
  const body = parseJson(text)

  const envelope = ZGraphErrorEnvelope.safeParse(body)
  if (envelope.success) {
    const { code, error_subcode: subcode, message, is_transient } = envelope.data.error
    const kind =
      is_transient && classifyGraphError(code, subcode) === 'invalid'
        ? 'unavailable'
        : classifyGraphError(code, subcode)
    throw new InstagramError({
      kind,
      message: message ?? 'Instagram returned an error',
      code,
      subcode,
      status: response.status,
      retryAfterSeconds:
        kind === 'rate_limited'
          ? rateLimitRetrySeconds(code, usage?.regainAfterMinutes)
          : undefined,
    })
  }
  const formError = ZOAuthFormError.safeParse(body)
  if (formError.success && response.status < 500) {
    throw new InstagramError({
      kind: 'invalid',
      message: formError.data.error_message,
      code: formError.data.code,
      status: response.status,
    })
  }
  if (response.status >= 500 || (response.status >= 400 && body === undefined)) {
    throw new InstagramError({
      kind: 'unavailable',
      message: `Instagram answered ${response.status}`,
      status: response.status,
    })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success || response.status >= 400) {
    throw new InstagramError({
      kind: 'unexpected',
      message: `Unexpected answer from Instagram (${response.status})`,
      status: response.status,
      cause: parsed.success ? undefined : parsed.error,
    })
  }
  return { data: parsed.data, usage }
}
