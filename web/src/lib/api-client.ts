import type { ApiError as ApiErrorBody } from '@common/errors'

// The one way the web app talks to the API: same-origin, cookies included, JSON in and out.
// Failures become ApiError so screens can switch on `code`.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    // The field a validation refusal is about ("targetHours"), so a form can show it there.
    readonly field: string | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach Flock. Check your connection and try again.')
  }
  const text = await response.text()
  const data: unknown = text ? safeJson(text) : undefined
  if (!response.ok) throw apiError(response.status, data)
  return data as T
}

// "conditions.words: The word list is empty…": the field a validation refusal names first.
const FIELD_PREFIX = /^([A-Za-z_][\w.[\]]*): (?=\S)/

// The error an API answer's body describes ({ code, message }), or a generic one.
export function apiError(status: number, body: unknown) {
  const error = (body ?? {}) as Partial<ApiErrorBody>
  const code = error.code ?? 'UNKNOWN'
  const message = error.message ?? `Request failed (${status})`
  if (code !== 'VALIDATION_FAILED') return new ApiError(status, code, message)
  return new ApiError(status, code, forPeople(message), FIELD_PREFIX.exec(message)?.[1] ?? null)
}

// The API names the field a refusal is about ("conditions.words: The word list is empty…") for
// programs; people read the message alone, which every schema writes for them.
export function forPeople(message: string): string {
  return message.replace(FIELD_PREFIX, '')
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string, body?: unknown) => request<T>('DELETE', url, body),
}
