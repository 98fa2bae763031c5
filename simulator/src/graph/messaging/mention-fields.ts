import { graphTime, type SimContext } from '../../context'
import { cdnUrl } from '../../domain/messaging/conversations'
import type { Mention } from '../../store/messaging-types'
import type { Account } from '../../store/types'
import { invalidParam, missingPermission, objectNotFound, unknownField } from '../errors'
import type { FieldNode } from '../fields'
import { render, type FieldResolver, type NodeSpec, type RenderEnv } from '../render'

// Kept apart from nodes.ts's requireScope so that nodes.ts can import these fields.
const MANAGE_COMMENTS = 'instagram_business_manage_comments'

/**
 * The account's own answers to the mention (`POST /{ig-id}/mentions`), as IG Comments: under the
 * post for a caption mention (Meta lists `comments` on Mentioned Media), under the comment for a
 * comment mention (`replies` on a mentioned comment is UNCONFIRMED: it goes with the
 * `mentioned_lookups` switch). Only the answers the simulator knows of: the account's own.
 */
function answersOf(m: Mention, env: RenderEnv) {
  const account = [...env.ctx.store.accounts.values()].find((a) => a.userId === m.accountId)
  return {
    data: m.replies.map((reply) => ({
      id: reply.id,
      text: reply.text,
      timestamp: graphTime(reply.timestamp),
      username: account?.username,
      from: { id: m.accountId, username: account?.username },
    })),
  }
}

const mentionedMediaSpec: NodeSpec<Mention> = {
  type: 'IGMedia',
  defaultFields: 'id',
  idOf: (m) => m.mediaId,
  fields: {
    id: (m) => m.mediaId,
    caption: (m) => m.caption,
    media_type: () => 'IMAGE',
    media_url: (m, env) => cdnUrl(env.ctx, `mention-${m.mediaId}`),
    timestamp: (m) => graphTime(m.timestamp),
    like_count: (m) => m.likeCount,
    comments_count: (m) => (m.commentId ? 1 : 0),
    username: (m) => m.username,
    owner: (m) => ({ id: m.authorId }),
    comments: (m, env) => answersOf(m, env),
  },
}

const mentionedCommentSpec: NodeSpec<Mention> = {
  type: 'IGComment',
  defaultFields: 'id',
  idOf: (m) => m.commentId ?? '',
  fields: {
    id: (m) => m.commentId,
    text: (m) => m.text,
    timestamp: (m) => graphTime(m.timestamp),
    like_count: (m) => m.likeCount,
    username: (m) => m.username,
    from: (m) => ({ id: m.authorId, username: m.username }),
    media: (m, env, node) => render(mentionedMediaSpec, m, node.children, env),
    replies: (m, env) => answersOf(m, env),
  },
}

function find(ctx: SimContext, account: Account, key: string, kind?: Mention['kind']) {
  const mention = ctx.store.messaging.mentions.get(key)
  if (!mention || mention.accountId !== account.userId || (kind && mention.kind !== kind))
    throw objectNotFound(key)
  return mention
}

/**
 * `mentioned_comment.comment_id(<id>){…}` and `mentioned_media.media_id(<id>){…}` on the
 * account: Meta keeps no list of mentions, so these read the one the webhook named.
 */
function lookup(name: string, arg: string, kind?: Mention['kind']): FieldResolver<Account> {
  return (account: Account, env: RenderEnv, node: FieldNode) => {
    if (!env.ctx.settings.mentionedLookups) throw unknownField(name, 'IGUser')
    if (!env.auth.token.scopes.includes(MANAGE_COMMENTS)) throw missingPermission(MANAGE_COMMENTS)
    const key = node.args?.[arg]
    if (!key) throw invalidParam(`The parameter ${arg} is required for ${name}`)
    const mention = find(env.ctx, account, key, kind)
    const spec = kind === 'comment' ? mentionedCommentSpec : mentionedMediaSpec
    return render(spec, mention, node.children, env)
  }
}

export const mentionFields: Record<string, FieldResolver<Account>> = {
  mentioned_comment: lookup('mentioned_comment', 'comment_id', 'comment'),
  mentioned_media: lookup('mentioned_media', 'media_id'),
}
