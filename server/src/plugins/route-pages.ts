import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SITE_NAME_SLOT, SITE_SLOT } from '@common/prerendered-page'
import type { TSite } from '@common/schemas/mail'

// The first pages' own copies of index.html, prerendered by the build for someone signed out
// (scripts/vite-route-pages.ts, decision 061). Each is read once at start-up, its slots filled
// with the agency's name, and compressed once, at the highest levels, as the build does for
// files; none in a build without them.
const ROUTE_PAGES_FILE = 'route-pages.json'

export interface RoutePage {
  plain: Buffer
  br: Buffer
  gzip: Buffer
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

export function fillSlots(html: string, site: TSite): string {
  return html
    .replaceAll(SITE_NAME_SLOT, escapeHtml(site.agencyName))
    .replaceAll(SITE_SLOT, escapeHtml(JSON.stringify(site)))
}

export async function readRoutePages(root: string, site: TSite): Promise<Map<string, RoutePage>> {
  const pages = new Map<string, RoutePage>()
  let map: unknown
  try {
    map = JSON.parse(await readFile(path.join(root, ROUTE_PAGES_FILE), 'utf8'))
  } catch {
    return pages
  }
  if (typeof map !== 'object' || map === null) return pages
  for (const [pathname, file] of Object.entries(map)) {
    if (typeof file !== 'string' || !existsSync(path.join(root, file))) continue
    const plain = Buffer.from(fillSlots(await readFile(path.join(root, file), 'utf8'), site))
    pages.set(pathname, {
      plain,
      br: brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(plain, { level: 9 }),
    })
  }
  return pages
}

const accepts = (request: FastifyRequest, encoding: string) =>
  String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';')
      return name === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    })

// The page as the browser accepts it. Another person's request for the same path may get
// index.html instead (when signed in), hence `vary: cookie`.
export function sendRoutePage(request: FastifyRequest, reply: FastifyReply, page: RoutePage) {
  const [encoding, body] = accepts(request, 'br')
    ? (['br', page.br] as const)
    : accepts(request, 'gzip')
      ? (['gzip', page.gzip] as const)
      : ([undefined, page.plain] as const)
  if (encoding) reply.header('content-encoding', encoding)
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .header('content-length', String(body.length))
    .send(body)
}
