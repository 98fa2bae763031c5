import { isLiveMedia, isOnAir } from '../domain/live'
import { mediaOf } from '../domain/media'
import type { Account } from '../store/types'
import { invalidParam, missingParam } from './errors'
import { listPage, type EdgeTable, type GraphCall } from './call'
import { messagingUserEdges } from './messaging/conversation-nodes'
import { mediaSpec, userSpec } from './nodes'
import { fieldsParam, render } from './render'

const WEBHOOK_FIELDS = [
  'comments',
  'live_comments',
  'mentions',
  'messages',
  'message_reactions',
  'messaging_optins',
  'messaging_postbacks',
  'messaging_referral',
  'messaging_seen',
  'story_insights',
]

function timeParam(value: string | undefined): number | undefined {
  if (!value) return undefined
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value)
  if (Number.isNaN(ms)) throw invalidParam(`Invalid time: ${value}`)
  return ms
}

function listMedia(call: GraphCall, account: Account) {
  const since = timeParam(call.params.since)
  const until = timeParam(call.params.until)
  // Live broadcasts are not posts: Instagram lists them under /live_media while on air.
  const items = mediaOf(call.ctx, account.userId).filter(
    (m) =>
      !isLiveMedia(m) &&
      (since === undefined || m.timestamp >= since) &&
      (until === undefined || m.timestamp <= until),
  )
  // Links carry the numeric id even when the caller asked for /me/media.
  const path = `/${account.userId}/media`
  return listPage(call, mediaSpec, items, { path, defaultLimit: 25, maxLimit: 100 })
}

/** `GET /{ig-user-id}/live_media`: the broadcasts on air now (none once they end). */
function listLiveMedia(call: GraphCall, account: Account) {
  const items = mediaOf(call.ctx, account.userId).filter(isOnAir)
  const path = `/${account.userId}/live_media`
  return listPage(call, mediaSpec, items, { path, defaultLimit: 25, maxLimit: 100 })
}

function subscribe(call: GraphCall, account: Account) {
  const raw = call.params.subscribed_fields
  if (!raw) throw missingParam('subscribed_fields')
  const fields = [
    ...new Set(
      raw
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ]
  const unknown = fields.find((f) => !WEBHOOK_FIELDS.includes(f))
  if (unknown)
    throw invalidParam(
      `Param subscribed_fields[0] must be one of {${WEBHOOK_FIELDS.join(', ')}} - got "${unknown}".`,
    )
  call.ctx.store.subscriptions.set(account.userId, fields)
  return { success: true }
}

function listSubscriptions(call: GraphCall, account: Account) {
  const fields = call.ctx.store.subscriptions.get(account.userId)
  if (!fields) return { data: [] }
  const { appId, appName } = call.ctx.options
  return { data: [{ id: appId, name: appName, subscribed_fields: fields }] }
}

function unsubscribe(call: GraphCall, account: Account) {
  call.ctx.store.subscriptions.delete(account.userId)
  return { success: true }
}

export const userEdges: EdgeTable<Account> = {
  '': { GET: (call, a) => render(userSpec, a, fieldsParam(call.params.fields), call.env) },
  media: { GET: listMedia },
  live_media: { GET: listLiveMedia },
  subscribed_apps: { GET: listSubscriptions, POST: subscribe, DELETE: unsubscribe },
  ...messagingUserEdges,
}
