import type { FastifyInstance } from 'fastify'

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1')

/**
 * The control API can read tokens' owners, add accounts and switch faults on, so only this
 * machine may use it, even when the simulator listens on every interface for the consent page.
 * Decided on the route that matched, so no spelling of the path (version prefix, encoding)
 * slips past.
 */
export function registerLocalControl(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url?.startsWith('/__sim')) return
    if (isLoopback(req.socket.remoteAddress)) return
    return reply.status(403).send({
      code: 'forbidden',
      message: 'The simulator control API answers only requests from this machine',
    })
  })
}
