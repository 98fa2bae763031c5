import type { FastifyInstance } from 'fastify'
import type { SimContext } from '../context'
import { mediaSvg, profileSvg } from './svg'

/** Flock's <img> tags point here through profile_picture_url and media_url. */
export function registerImageRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/__sim/images/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string }
    const id = file.replace(/\.svg$/, '')
    let svg: string | undefined
    if (kind === 'profile') {
      const account = ctx.store.accounts.get(id)
      svg = profileSvg(id, account?.name ?? id)
    } else if (kind === 'media') {
      const media = ctx.store.media.get(id)
      svg = mediaSvg(id, media?.caption ?? '', media?.mediaType === 'VIDEO')
    }
    if (!svg) return reply.status(404).send({ code: 'not_found', message: `No image kind ${kind}` })
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg)
  })
}
