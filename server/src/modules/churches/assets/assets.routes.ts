import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ASSET_LIMITS,
  ZAltText,
  ZAsset,
  ZAssetListQuery,
  ZAssetPage,
  ZAssetUpdate,
} from '@common/schemas/asset'
import { ZApiError } from '@common/schemas/common'
import { requireOrganizationEditor, requireUser } from '../../../auth/policy'
import { AppError } from '../../../lib/app-error'
import { requireCursor } from '../../../lib/pagination'
import { getAccessibleOrganization } from '../organizations/organizations.service'
import {
  type AssetContext,
  assetTempDir,
  deleteAsset,
  getAsset,
  listAssets,
  setAltText,
  uploadAsset,
} from './assets.service'

const ZParams = z.object({ routeId: z.string().min(1).max(120) })
const ZAssetParams = ZParams.extend({ assetId: z.uuid({ error: 'Asset not found' }) })
const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  413: ZApiError,
  415: ZApiError,
  503: ZApiError,
}

// A church's media library (decision 065): the agency's whole team and the church's own people
// upload and list; changing alt text and deleting is for the church's people and the agency's
// Owners and Admins. Another church's library answers 404.
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): AssetContext => ({
    db: app.db,
    storage: app.assetStorage,
    publicUrl: app.config.publicUrl,
    tempDir: assetTempDir(app.config.dataDir),
  })

  // Only these routes read multipart bodies; the rest of the API stays JSON only. The file is read
  // as a stream (never buffered), one file and the alt text field at most.
  await app.register(multipart, {
    limits: {
      fileSize: ASSET_LIMITS.video.maxBytes + 1,
      files: 1,
      fields: 1,
      fieldSize: 8 * 1024,
      parts: 2,
      headerPairs: 20,
    },
  })

  app.post(
    '/api/organizations/:routeId/assets',
    {
      schema: {
        tags: ['assets'],
        summary:
          'Upload a picture or video to a church’s media library (multipart/form-data: an optional ' +
          '"altText" field, then the "file")',
        params: ZParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZAsset, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      // Who may upload is settled before a byte of the file is read.
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.')
      const file = await request.file()
      if (!file)
        throw new AppError('VALIDATION_FAILED', 'file: Choose a picture or video to upload.')
      const altField = file.fields.altText
      const rawAlt =
        altField && !Array.isArray(altField) && altField.type === 'field' ? altField.value : ''
      const altText = ZAltText.safeParse(typeof rawAlt === 'string' ? rawAlt : '')
      try {
        if (!altText.success)
          throw new AppError('VALIDATION_FAILED', `altText: ${altText.error.issues[0]!.message}`)
        const asset = await uploadAsset(context(), {
          organizationId: organization.id,
          uploadedBy: actor.userId,
          source: file.file,
          fileName: file.filename,
          altText: altText.data,
        })
        return reply.status(201).send(asset)
      } catch (error) {
        // The rest of a refused upload is never read: the connection closes instead.
        reply.header('connection', 'close')
        throw error
      }
    },
  )

  app.get(
    '/api/organizations/:routeId/assets',
    {
      schema: {
        tags: ['assets'],
        summary: 'A church’s media library, newest first, a page at a time',
        params: ZParams,
        querystring: ZAssetListQuery,
        response: { 200: ZAssetPage, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return listAssets(context(), organization.id, {
        after: requireCursor(request.query.cursor, 'timestamp'),
        limit: request.query.limit,
      })
    },
  )

  app.get(
    '/api/organizations/:routeId/assets/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary: 'One file of a church’s media library',
        params: ZAssetParams,
        response: { 200: ZAsset, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      return getAsset(context(), organization.id, request.params.assetId)
    },
  )

  app.patch(
    '/api/organizations/:routeId/assets/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary: 'Change a file’s alt text (what screen readers say on Instagram)',
        params: ZAssetParams,
        body: ZAssetUpdate,
        response: { 200: ZAsset, ...errors },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireOrganizationEditor(actor)
      return setAltText(context(), organization.id, request.params.assetId, request.body.altText)
    },
  )

  app.delete(
    '/api/organizations/:routeId/assets/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary: 'Delete a file from a church’s media library, with its public copies',
        params: ZAssetParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request)
      const organization = await getAccessibleOrganization(app.db, actor, request.params.routeId)
      requireOrganizationEditor(actor)
      await deleteAsset(context(), organization.id, request.params.assetId)
      return reply.status(204).send(null)
    },
  )
}
