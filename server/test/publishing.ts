import type { FastifyInstance } from 'fastify'
import type { TPostDetail } from '@common/schemas/posts'
import type { Simulator } from '../../simulator/src/index'
import { as } from './actors'
import { fileUpload, picture, video } from './asset-fixtures'
import { churchWithComments, simControl } from './instagram'

// A church with a connected account (publishing granted), for the publishing tests.
export async function publishingChurch(app: FastifyInstance, sim: Simulator) {
  const church = await churchWithComments(app, sim, [])
  const me = (await app.inject({ url: '/api/me', headers: as(church.cookie) })).json() as {
    organization: { id: string; routeId: string }
  }
  return { ...church, organization: me.organization }
}

export async function uploadPicture(
  app: FastifyInstance,
  routeId: string,
  cookie: string,
  size: { width: number; height: number } = { width: 800, height: 1000 },
) {
  const body = fileUpload(await picture('jpeg', size.width, size.height), 'photo.jpg')
  const response = await app.inject({
    method: 'POST',
    url: `/api/organizations/${routeId}/assets`,
    headers: { ...as(cookie), ...body.headers },
    payload: body.payload,
  })
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`)
  return response.json() as { id: string; publicUrl: string }
}

export async function uploadVideo(app: FastifyInstance, routeId: string, cookie: string) {
  const body = fileUpload(await video({ width: 360, height: 640, seconds: 1 }), 'clip.mp4')
  const response = await app.inject({
    method: 'POST',
    url: `/api/organizations/${routeId}/assets`,
    headers: { ...as(cookie), ...body.headers },
    payload: body.payload,
  })
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`)
  return response.json() as { id: string; publicUrl: string }
}

export function createPostAs(
  app: FastifyInstance,
  cookie: string,
  routeId: string,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/organizations/${routeId}/posts`,
    headers: as(cookie),
    payload: body,
  })
}

export async function postAction(
  app: FastifyInstance,
  cookie: string,
  postId: string,
  action: string,
  payload: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/${action}`,
    headers: as(cookie),
    payload,
  })
}

export async function readPost(app: FastifyInstance, cookie: string, postId: string) {
  return (
    await app.inject({ url: `/api/posts/${postId}`, headers: as(cookie) })
  ).json() as TPostDetail
}

// The account's media as the simulator holds them (published posts included).
export async function simMedia(sim: Simulator, igUserId: string) {
  const response = await fetch(`${sim.url}/__sim/accounts/${igUserId}/media`)
  const body = (await response.json()) as
    | { data: { id: string; caption?: string; container_id?: string; children?: string[] }[] }
    | { id: string; caption?: string; container_id?: string; children?: string[] }[]
  return Array.isArray(body) ? body : body.data
}

export const fastProcessing = (sim: Simulator) =>
  simControl(sim, 'settings', { processing_ms: { image: 0, video: 0, carousel: 0 } })
