import type { FastifyInstance } from 'fastify'
import { invalidParam } from '../graph/errors'

type FormLike = { forEach(cb: (value: unknown, key: string) => void): void }

function formToObject(form: FormLike): Record<string, string> {
  const out: Record<string, string> = {}
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : String(value)
  })
  return out
}

/** Instagram takes JSON, urlencoded and multipart bodies; Fastify only knows JSON by itself. */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim()
    if (text === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(invalidParam('Invalid JSON body'), undefined)
    }
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, formToObject(new URLSearchParams(String(body)))),
  )
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    const request = new Request('http://multipart.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Uint8Array.from(body as Buffer),
    })
    request
      .formData()
      .then((form) => done(null, formToObject(form)))
      .catch(() => done(invalidParam('Invalid multipart body'), undefined))
  })
}

/** Graph reads parameters from the query string and the body alike; the body wins. */
export function paramsOf(req: { query: unknown; body: unknown }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const source of [req.query, req.body]) {
    if (!source || typeof source !== 'object') continue
    for (const [k, v] of Object.entries(source))
      if (v !== undefined && v !== null) out[k] = typeof v === 'string' ? v : JSON.stringify(v)
  }
  return out
}
