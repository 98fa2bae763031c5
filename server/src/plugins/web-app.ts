import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

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
// answers is compressed on the fly.
export const webAppPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
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

  const routePages = available ? await readRoutePages(root) : {}
  app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply): boolean => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (!available || !isPage) return false
    const pathname = request.url.split('?', 1)[0]!
    void reply.sendFile(Object.hasOwn(routePages, pathname) ? routePages[pathname]! : 'index.html')
    return true
  })
})

// The first pages' own copies of index.html, which name their screen's scripts for preloading,
// by path: written by the web build (scripts/vite-route-pages.ts); none in a build without them.
const ROUTE_PAGES_FILE = 'route-pages.json'

async function readRoutePages(root: string): Promise<Record<string, string>> {
  try {
    const map = JSON.parse(await readFile(path.join(root, ROUTE_PAGES_FILE), 'utf8')) as unknown
    if (typeof map !== 'object' || map === null) return {}
    return Object.fromEntries(
      Object.entries(map).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && existsSync(path.join(root, entry[1])),
      ),
    )
  } catch {
    return {}
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    serveWebApp(request: FastifyRequest, reply: FastifyReply): boolean
  }
}
