import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AssetStorageError } from '../../../integrations/asset-storage/storage'
import { AppError, notFound } from '../../../lib/app-error'
import { RENDITION_FILES, THUMBNAIL_FILE } from './asset-view'
import { findAssetByToken } from './assets.repository'
import { parseRange } from './byte-range'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
// A token of the right shape that no asset has: a malformed token is looked up like a real one,
// so an unknown token and a malformed one take the same path and the same time.
const NO_TOKEN = 'A'.repeat(43)

// The files Instagram fetches when a post is published, and the library's thumbnails, by the
// asset's public token: no session (Meta has none), not indexed by search engines, and one 404
// for every token that is not an asset's, whatever is wrong with it.
export const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media-files/:token/:file',
    {
      schema: {
        tags: ['assets'],
        summary:
          'A media library file by its public token: what Instagram fetches to publish (200 or 206 with ranges; 404 for any token that is not an asset’s)',
        params: z.object({ token: z.string().max(200), file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const { token, file } = request.params
      reply.header('x-robots-tag', 'noindex, nofollow, noarchive')
      const row = await findAssetByToken(app.db, TOKEN.test(token) ? token : NO_TOKEN)
      const key =
        row && file === RENDITION_FILES[row.kind]
          ? row.renditionKey
          : row && file === THUMBNAIL_FILE
            ? row.thumbnailKey
            : null
      if (!row || !key) throw notFound('File not found')
      const contentType =
        key === row.thumbnailKey || row.kind === 'image' ? 'image/jpeg' : 'video/mp4'
      try {
        const size = await app.assetStorage.size(key)
        const range = parseRange(request.headers.range, size)
        if (range === 'unsatisfiable') {
          reply.header('content-range', `bytes */${size}`)
          throw new AppError('RANGE_NOT_SATISFIABLE', 'That range is not in the file.')
        }
        const stored = await app.assetStorage.read(key, range ?? undefined)
        reply
          .header('content-type', contentType)
          .header('accept-ranges', 'bytes')
          // A deleted picture should not live on in caches for long.
          .header('cache-control', 'public, max-age=3600')
        if (range) {
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${stored.totalBytes}`)
            .header('content-length', String(range.end - range.start + 1))
        } else {
          reply.header('content-length', String(stored.totalBytes))
        }
        return reply.send(stored.stream)
      } catch (error) {
        if (error instanceof AssetStorageError && error.kind === 'not_found')
          throw notFound('File not found')
        if (error instanceof AssetStorageError)
          throw new AppError('UNAVAILABLE', 'The file storage is not responding right now.', {
            cause: error,
          })
        throw error
      }
    },
  )
}
