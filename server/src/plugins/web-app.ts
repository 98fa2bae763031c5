import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

// Serves the built single-page app; any GET outside /api that matches no file gets index.html,
// so client routes like /portal survive a reload.
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const root = path.resolve(options.root)
  const available = existsSync(path.join(root, 'index.html'))
  if (!available) app.log.warn(`Web app not built (${root}); run npm run build`)
  else await app.register(fastifyStatic, { root, wildcard: false, index: false })

  app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply): boolean => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/')
    if (!available || !isPage) return false
    void reply.header('cache-control', 'no-cache').sendFile('index.html')
    return true
  })
})

declare module 'fastify' {
  interface FastifyInstance {
    serveWebApp(request: FastifyRequest, reply: FastifyReply): boolean
  }
}
