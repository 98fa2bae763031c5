import { Writable } from 'node:stream'
import pino from 'pino'
import pretty from 'pino-pretty'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper'
import { loggerOptions, redactUrl } from './logging'

const t = useTestApp()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request ids', () => {
  it.each(['abc-123', 'trace.id_42', 'A'.repeat(64)])(
    'keeps a safe X-Request-Id: %s',
    async (id) => {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } })
      expect(response.headers['x-request-id']).toBe(id)
    },
  )

  it.each([
    'A'.repeat(65),
    'has spaces',
    'line\u2028break',
    '{"level":60,"msg":"forged"}',
    '<script>',
    '',
  ])('replaces an unsafe X-Request-Id with a fresh one: %j', async (id) => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': id } })
    expect(response.headers['x-request-id']).toMatch(UUID)
  })
})

describe('log format', () => {
  it('writes JSON lines when stdout is not a terminal', () => {
    expect(loggerOptions('info', false)).toMatchObject({ level: 'info' })
    expect(loggerOptions('info', false).transport).toBeUndefined()
  })

  it('keeps the secrets of reset, confirmation and OAuth links out of request lines', () => {
    const { serializers } = loggerOptions('info', false)
    const line = serializers!.req!({
      method: 'GET',
      url: '/reset-password?token=abc123&x=1',
      host: 'localhost',
      ip: '127.0.0.1',
    })
    expect(line).toMatchObject({ method: 'GET', url: '/reset-password?token=[redacted]&x=1' })
    expect(redactUrl('/cb?state=s&code=secret#_')).toBe('/cb?state=s&code=[redacted]#_')
    expect(redactUrl('/api/auth/verify-email?token=jwt.jwt.jwt&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    )
  })

  it('writes human-readable lines through pino-pretty on a terminal', () => {
    const options = loggerOptions('info', true)
    expect(options.transport).toMatchObject({ target: 'pino-pretty' })
    // The same options, through the real pino-pretty, give a readable line and not JSON.
    let text = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk)
        done()
      },
    })
    const transport = options.transport as { options: Record<string, unknown> }
    const logger = pino(
      { level: 'info' },
      pretty({ ...transport.options, colorize: false, destination: sink, sync: true }),
    )
    logger.warn({ setupCode: 'ABCD-EFGH-JKLM' }, '>>> Admin setup code ABCD-EFGH-JKLM <<<')
    expect(text).toMatch(/WARN.*>>> Admin setup code ABCD-EFGH-JKLM <<</)
    expect(() => JSON.parse(text)).toThrow()
  })
})
