import type { FastifyRequest } from 'fastify'
import {
  createContainer,
  requirePublishScope,
  statusOf,
  statusText,
} from '../../domain/publishing/containers'
import { publishContainer, QUOTA_WINDOW_MS, quotaUsage } from '../../domain/publishing/publish'
import type { Container } from '../../store/publishing-store'
import type { Account } from '../../store/types'
import type { GraphCall } from '../call'
import { invalidParam, objectNotFound, unknownField } from '../errors'
import { fieldsParam, render, type NodeSpec } from '../render'

function copyrightCheck(call: GraphCall, c: Container) {
  if (c.media?.kind !== 'video') return { matches_found: false, status: 'not_started' }
  const status = {
    IN_PROGRESS: 'in_progress',
    ERROR: 'error',
    FINISHED: 'completed',
    PUBLISHED: 'completed',
    EXPIRED: 'completed',
  }[statusOf(call.ctx, c)]
  return { matches_found: false, status }
}

/** Graph's type for a container is ShadowIGMediaBuilder. */
const containerSpec = (call: GraphCall): NodeSpec<Container> => ({
  type: 'ShadowIGMediaBuilder',
  defaultFields: 'id',
  idOf: (c) => c.id,
  fields: {
    id: (c) => c.id,
    status_code: (c) => statusOf(call.ctx, c),
    status: (c) => statusText(statusOf(call.ctx, c), c),
    copyright_check_status: (c) => copyrightCheck(call, c),
  },
})

function readContainer(call: GraphCall, c: Container) {
  requirePublishScope(call)
  return render(containerSpec(call), c, fieldsParam(call.params.fields), call.env)
}

function sinceParam(value: string | undefined): number | undefined {
  if (!value) return undefined
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value)
  if (Number.isNaN(ms)) throw invalidParam(`Invalid time: ${value}`)
  return ms
}

/** `GET /{ig-user-id}/content_publishing_limit?fields=quota_usage,config&since=` */
function publishingLimit(call: GraphCall, account: Account) {
  requirePublishScope(call)
  const names = (call.params.fields || 'quota_usage').split(',').map((f) => f.trim())
  const entry: Record<string, unknown> = {}
  for (const name of names) {
    if (name === 'quota_usage')
      entry.quota_usage = quotaUsage(call.ctx, account.userId, sinceParam(call.params.since))
    else if (name === 'config')
      entry.config = {
        quota_total: call.ctx.settings.publishing.quotaTotal,
        quota_duration: QUOTA_WINDOW_MS / 1000,
      }
    else throw unknownField(name, 'ContentPublishingLimitResponse')
  }
  return { data: [entry] }
}

/**
 * The publishing routes, claimed before the ordinary Graph targets: `POST /{ig-user-id}/media`,
 * `/media_publish`, `/content_publishing_limit`, and `GET /{container-id}`. Undefined leaves the
 * call to the ordinary routes (which also answer other accounts' ids with 100/33).
 */
export function publishingRoute(
  call: GraphCall,
  req: FastifyRequest,
  node: string,
  edge: string,
  method: string,
): (() => unknown) | undefined {
  const { account } = call.auth
  if (node === 'me' || node === account.appScopedId || node === account.userId) {
    if (edge === 'media' && method === 'POST')
      return () => createContainer(call, account, req.containerErrorSubcode ?? null)
    if (edge === 'media_publish' && method === 'POST') return () => publishContainer(call, account)
    if (edge === 'content_publishing_limit' && method === 'GET')
      return () => publishingLimit(call, account)
    if (edge === 'media_publish' || edge === 'content_publishing_limit')
      return () => {
        throw objectNotFound(`${node}/${edge}`, method.toLowerCase())
      }
    return undefined
  }
  const container = call.ctx.store.publishing.containers.get(node)
  if (!container || container.ownerId !== account.userId) return undefined
  if (edge === '' && method === 'GET') return () => readContainer(call, container)
  return () => {
    throw edge ? unknownField(edge, 'ShadowIGMediaBuilder') : objectNotFound(node, method)
  }
}
