import { baseUrl, type SimContext } from '../context'
import type { Auth } from '../domain/tokens'
import type { Conversation, DirectMessage } from '../store/messaging-types'
import type { Account, Comment, Media } from '../store/types'
import { invalidParam, missingParam } from './errors'
import { paginate, parseLimit } from './paging'
import { fieldsParam, render, type NodeSpec, type RenderEnv } from './render'

export interface GraphCall {
  ctx: SimContext
  auth: Auth
  env: RenderEnv
  params: Record<string, string>
  /** `/v23.0` when the caller used a version prefix, so paging links keep it */
  versionPrefix: string
}

export type Target =
  | { kind: 'user'; account: Account }
  | { kind: 'conversation'; conversation: Conversation }
  | { kind: 'message'; message: DirectMessage }
  | { kind: 'media'; media: Media }
  | { kind: 'comment'; comment: Comment }

export type Handler<T> = (call: GraphCall, target: T) => unknown

export type EdgeTable<T> = Record<string, Partial<Record<string, Handler<T>>>>

const MAX_TEXT = 2200

export function messageParam(call: GraphCall): string {
  const message = call.params.message
  if (!message || message.trim() === '') throw missingParam('message')
  if (message.length > MAX_TEXT)
    throw invalidParam(`The message is longer than ${MAX_TEXT} characters`)
  return message
}

export function booleanParam(call: GraphCall, name: string): boolean {
  const value = call.params[name]
  if (value === undefined) throw missingParam(name)
  if (value !== 'true' && value !== 'false') throw invalidParam(`Param ${name} must be a boolean`)
  return value === 'true'
}

/** A Graph list: `{data, paging:{cursors, next?, previous?}}` with absolute links back to us. */
export function listPage<T extends { timestamp: number; seq: number }>(
  call: GraphCall,
  spec: NodeSpec<T>,
  items: T[],
  /** keep: other parameters the paging links must carry (`platform`, `user_id`) */
  opts: { path: string; defaultLimit: number; maxLimit: number; keep?: string[] },
) {
  const { params } = call
  const limit = parseLimit(params.limit, opts.defaultLimit, opts.maxLimit)
  const fields = fieldsParam(params.fields)
  const page = paginate(items, { limit, after: params.after, before: params.before })
  const data = page.items.map((i) => render(spec, i, fields, call.env))
  if (!page.cursors) return { data }
  const link = (cursor: Record<string, string>) => {
    const q = new URLSearchParams({ access_token: call.auth.token.value })
    if (params.fields) q.set('fields', params.fields)
    q.set('limit', String(limit))
    for (const key of ['since', 'until', ...(opts.keep ?? [])])
      if (params[key]) q.set(key, params[key])
    for (const [k, v] of Object.entries(cursor)) q.set(k, v)
    return `${baseUrl(call.ctx)}${call.versionPrefix}${opts.path}?${q.toString()}`
  }
  return {
    data,
    paging: {
      cursors: page.cursors,
      ...(page.hasNext ? { next: link({ after: page.cursors.after }) } : {}),
      ...(page.hasPrevious ? { previous: link({ before: page.cursors.before }) } : {}),
    },
  }
}
