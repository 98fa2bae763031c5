import { graphTime } from '../../context'
import { DAY_MS, messagesOf, usernameOf } from '../../domain/messaging/conversations'
import type { Conversation, DirectMessage } from '../../store/messaging-types'
import type { Account } from '../../store/types'
import { listPage, type EdgeTable, type GraphCall } from '../call'
import { invalidParam, missingParam } from '../errors'
import { expandEdge, requireScope } from '../nodes'
import { fieldsParam, render, type NodeSpec, type RenderEnv } from '../render'
import { replyToMention } from './mention-replies'
import { MANAGE_MESSAGES } from './messaging-errors'
import { sendMessage } from './send'

const MESSAGE_PAGE = { defaultLimit: 20, maxLimit: 100 }
const CONVERSATION_PAGE = { defaultLimit: 25, maxLimit: 100 }
// Threads left in the Requests folder (never answered) drop out of the API after 30 days.
const REQUESTS_IDLE_MS = 30 * DAY_MS

function participant(env: RenderEnv, id: string, account: Account) {
  if (id === account.userId) return { username: account.username, id }
  return { username: usernameOf(env.ctx, id) ?? '', id }
}

const ownerOf = (env: RenderEnv, accountId: string) =>
  env.ctx.store.accounts.get(accountId) ?? env.auth.account

/** Conversations API attachment shapes: images and videos with their data, others as files. */
function attachmentView(m: DirectMessage) {
  const data = m.attachments
    .filter((a) => a.type !== 'story_mention' && a.type !== 'share' && a.url)
    .map((a) => {
      if (a.type === 'image') return { image_data: { url: a.url, preview_url: a.url } }
      if (a.type === 'video') return { video_data: { url: a.url, preview_url: a.url } }
      return { file_url: a.url }
    })
  return data.length ? { data } : undefined
}

function storyView(m: DirectMessage) {
  if (m.storyReply) return { reply_to: { link: m.storyReply.url, id: m.storyReply.id } }
  const mention = m.attachments.find((a) => a.type === 'story_mention')
  return mention ? { mention: { link: mention.url, id: m.mid } } : undefined
}

export const messageSpec: NodeSpec<DirectMessage> = {
  type: 'IGMessage',
  defaultFields: 'id,created_time',
  idOf: (m) => m.mid,
  fields: {
    id: (m) => m.mid,
    created_time: (m) => graphTime(m.timestamp),
    from: (m, env) => {
      const owner = ownerOf(env, m.accountId)
      return participant(env, m.fromAccount ? owner.userId : m.followerId, owner)
    },
    to: (m, env) => {
      const owner = ownerOf(env, m.accountId)
      return { data: [participant(env, m.fromAccount ? m.followerId : owner.userId, owner)] }
    },
    message: (m) => m.text ?? '',
    attachments: (m) => attachmentView(m),
    shares: (m) => {
      const links = m.attachments.filter((a) => a.type === 'share' && a.url)
      return links.length ? { data: links.map((a) => ({ link: a.url })) } : undefined
    },
    story: (m) => storyView(m),
    reactions: (m, env) =>
      m.reactions.length
        ? {
            data: [
              {
                reaction: 'love',
                users: m.reactions.map((r) => participant(env, r.by, ownerOf(env, m.accountId))),
              },
            ],
          }
        : undefined,
    reply_to: (m) => (m.replyToMid ? { mid: m.replyToMid } : undefined),
    is_unsupported: (m) => m.unsupported === true,
  },
}

export const conversationSpec: NodeSpec<Conversation> = {
  type: 'IGConversation',
  defaultFields: 'id,updated_time',
  idOf: (c) => c.id,
  fields: {
    id: (c) => c.id,
    updated_time: (c) => graphTime(c.timestamp),
    participants: (c, env) => {
      const owner = ownerOf(env, c.accountId)
      return {
        data: [
          { username: owner.username, id: owner.userId },
          { username: c.username, id: c.followerId },
        ],
      }
    },
    messages: (c, env, node) =>
      expandEdge(messageSpec, messagesOf(env.ctx, c), node, env, {
        path: `/${c.id}/messages`,
        ...MESSAGE_PAGE,
      }),
  },
}

/** `GET /{ig-id}/conversations?platform=instagram[&user_id=<IGSID>]`, newest first. */
function listConversations(call: GraphCall, account: Account) {
  requireScope(call.env, MANAGE_MESSAGES)
  const { platform, user_id: userId } = call.params
  if (!platform) throw missingParam('platform')
  if (platform !== 'instagram') throw invalidParam('Param platform must be one of {instagram}')
  const now = call.ctx.clock.now()
  const items = [...call.ctx.store.messaging.conversations.values()]
    .filter((c) => c.accountId === account.userId)
    .filter((c) => !userId || c.followerId === userId)
    .filter((c) => c.accountReplied || now - c.timestamp <= REQUESTS_IDLE_MS)
    .filter((c) => messagesOf(call.ctx, c).length > 0)
    .sort((a, b) => b.timestamp - a.timestamp || b.seq - a.seq)
  return listPage(call, conversationSpec, items, {
    path: `/${account.userId}/conversations`,
    keep: ['platform', 'user_id'],
    ...CONVERSATION_PAGE,
  })
}

/** The account's messaging and mention edges, spread into userEdges. */
export const messagingUserEdges: EdgeTable<Account> = {
  messages: { POST: sendMessage },
  conversations: { GET: listConversations },
  mentions: { POST: replyToMention },
}

export const conversationEdges: EdgeTable<Conversation> = {
  '': {
    GET: (call, c) => {
      requireScope(call.env, MANAGE_MESSAGES)
      return render(conversationSpec, c, fieldsParam(call.params.fields), call.env)
    },
  },
  messages: {
    GET: (call, c) => {
      requireScope(call.env, MANAGE_MESSAGES)
      return listPage(call, messageSpec, messagesOf(call.ctx, c), {
        path: `/${c.id}/messages`,
        ...MESSAGE_PAGE,
      })
    },
  },
}

export const directMessageEdges: EdgeTable<DirectMessage> = {
  '': {
    GET: (call, m) => {
      requireScope(call.env, MANAGE_MESSAGES)
      return render(messageSpec, m, fieldsParam(call.params.fields), call.env)
    },
  },
}
