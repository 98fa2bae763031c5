import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

// Some requests fail before Fastify runs a hook: an address whose percent-encoding is broken
// (found while routing) and a request Node cannot parse at all (headers too large, garbage).
// Their answers get the same { code, message } shape and security headers as any other.
export function edgeErrorHandlers(securityHeaders: Record<string, string>) {
  const headers = { ...securityHeaders, 'cache-control': 'no-store' }

  function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    reply.headers(headers)
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply.status(400).send({
        code: 'BAD_URL',
        message: 'The address is not valid: it has a broken percent-encoding.',
      })
    }
    return reply
      .status(400)
      .send({ code: 'BAD_REQUEST', message: 'The request could not be read.' })
  }

  // Written straight to the socket, as Fastify's own handler does: there is no request yet.
  function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, body] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }]
          : [400, { code: 'BAD_REQUEST', message: 'The request could not be read.' }]
    const json = JSON.stringify(body)
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(json)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ]
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${json}`)
    socket.destroy()
  }

  return { frameworkErrors, clientErrorHandler }
}
