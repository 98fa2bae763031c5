import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAsset, ZAssetCrop } from '@common/schemas/asset'
import { ZApiError } from '@common/schemas/common'
import { requireUser } from '../../../auth/policy'
import { getAccessibleOrganization } from '../organizations/organizations.service'
import { cropAsset } from './asset-crop.service'
import { assetTempDir } from './assets.service'

const ZParams = z.object({
  routeId: z.string().min(1).max(120),
  assetId: z.uuid({ error: 'Asset not found' }),
})

// Cropping makes a new file, so whoever may upload to the church's library may crop: the
// agency's whole team and the church's own people (decision 065). Another church's file is 404.
export const assetCropRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/organizations/:routeId/assets/:assetId/crop',
    {
      schema: {
        tags: ['assets'],
        summary:
          'Crop a picture of a church’s media library to a shape Instagram takes (4:5, 1:1, 1.91:1 or 9:16), as a new file beside it',
        params: ZParams,
        body: ZAssetCrop,
        response: {
          201: ZAsset,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      const asset = await cropAsset(
        {
          db: app.db,
          storage: app.assetStorage,
          publicUrl: app.config.publicUrl,
          tempDir: assetTempDir(app.config.dataDir),
        },
        {
          organizationId: organization.id,
          assetId: request.params.assetId,
          croppedBy: actor.userId,
          crop: request.body,
        },
      )
      return reply.status(201).send(asset)
    },
  )
}
