import { existsSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isWebRoute } from '@common/web-routes'
import type { TSite } from '@common/schemas/mail'
import { readRoutePages, sendRoutePage } from './route-pages'

// Vite names every file under assets/ after a hash of its content, so a browser may keep it for
// a year; anything else (index.html, favicon) is checked again on every visit (decision 024).
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

type HeaderTarget = { setHeader(name: string, value: string): unknown }

const cacheHeadersUnder = (root: string) => (res: HeaderTarget, filePath: string) => {
  const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`)
  res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE)
  // The same URL answers brotli, gzip or plain bytes depending on the request.
  res.setHeader('vary', 'accept-encoding')
}

// Brotli's quality for what is compressed as it is sent (the API's JSON; files are compressed at
// build time). An inbox page of 20 cards (19.6 KB) cost the server 3.1 ms of CPU at the
// library's 4 and 2.6 ms at 2, for 4% more bytes (3,852 against 3,709): decision 057.
const LIVE_BROTLI_QUALITY = 2

// Answers up to this size are compressed in one call, on the request's own thread, rather than
// streamed through the thread pool. Streaming an inbox page cost the server more CPU than the
// compression itself (about 0.08 ms in one call): decision 060.
const LIVE_SYNC_LIMIT = 64 * 1024

// Serves the built single-page app; any GET or HEAD outside /api that matches no file gets
// index.html, so client routes like /portal survive a reload. Files are sent as the brotli or
// gzip copies made at build time when the browser accepts them; JSON and anything else the API
// answers is compressed on the fly. / and /login have their own prerendered copies for someone
// signed out (route-pages.ts); `isSignedIn` says who that is.
export interface WebAppOptions {
  root: string
  site: TSite
  isSignedIn: (request: FastifyRequest) => Promise<boolean>
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
    syncThreshold: LIVE_SYNC_LIMIT,
  })

  const root = path.resolve(options.root)
  const available = existsSync(path.join(root, 'index.html'))
  if (!available) app.log.warn(`Web app not built (${root}); run npm run build`)
  else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeadersUnder(root),
    })
  }

  const routePages = available ? await readRoutePages(root, options.site) : new Map()
  app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply): boolean => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (!available || !isPage) return false
    const pathname = request.url.split('?', 1)[0]!
    const page = routePages.get(pathname)
    if (!page) {
      // An address that is no page of the app: its "Page not found" screen, answered as 404.
      if (!isWebRoute(pathname)) reply.code(404)
      void reply.sendFile('index.html')
      return true
    }
    // Someone signed in is sent on from /login to their home by the app; the prerendered page
    // would show them a login form first. When it cannot be told, the app asks /api/me itself.
    void options.isSignedIn(request).then(
      (signedIn) => (signedIn ? reply.sendFile('index.html') : sendRoutePage(request, reply, page)),
      () => reply.sendFile('index.html'),
    )
    return true
  })
})

declare module 'fastify' {
  interface FastifyInstance {
    serveWebApp(request: FastifyRequest, reply: FastifyReply): boolean
  }
}
