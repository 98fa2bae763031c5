import { graphTime } from '../context'
import { mediaCount, profilePictureUrl } from '../domain/accounts'
import { repliesOf, topLevelComments } from '../domain/comments'
import { commentCount, mediaOf, mediaUrl } from '../domain/media'
import type { Account, Author, Comment, Media } from '../store/types'
import { missingPermission } from './errors'
import type { FieldNode } from './fields'
import { paginate } from './paging'
import { render, type NodeSpec, type RenderEnv } from './render'

export const MANAGE_COMMENTS = 'instagram_business_manage_comments'

export function requireScope(env: RenderEnv, scope: string) {
  if (!env.auth.token.scopes.includes(scope)) throw missingPermission(scope)
}

function expandEdge<T extends { timestamp: number; seq: number }>(
  spec: NodeSpec<T>,
  items: T[],
  node: FieldNode,
  env: RenderEnv,
  defaultLimit: number,
) {
  const page = paginate(items, { limit: node.limit ?? defaultLimit })
  // Graph leaves an empty connection out of a field expansion instead of sending `{data:[]}`.
  if (!page.items.length) return undefined
  return {
    data: page.items.map((i) => render(spec, i, node.children, env)),
    ...(page.cursors ? { paging: { cursors: page.cursors } } : {}),
  }
}

export const userSpec: NodeSpec<Account> = {
  type: 'IGUser',
  defaultFields: 'id',
  idOf: (a) => a.appScopedId,
  fields: {
    id: (a) => a.appScopedId,
    user_id: (a) => a.userId,
    username: (a) => a.username,
    name: (a) => a.name,
    account_type: (a) => a.accountType,
    profile_picture_url: (a, env) => profilePictureUrl(env.ctx, a),
    followers_count: (a) => a.followersCount,
    follows_count: (a) => a.followsCount,
    media_count: (a, env) => mediaCount(env.ctx, a),
    media: (a, env, node) => expandEdge(mediaSpec, mediaOf(env.ctx, a.userId), node, env, 25),
  },
}

export const mediaSpec: NodeSpec<Media> = {
  type: 'IGMedia',
  defaultFields: 'id',
  idOf: (m) => m.id,
  fields: {
    id: (m) => m.id,
    caption: (m) => m.caption,
    media_type: (m) => m.mediaType,
    media_product_type: () => 'FEED',
    media_url: (m, env) => (m.copyrighted ? undefined : mediaUrl(env.ctx, m)),
    thumbnail_url: (m, env) => (m.mediaType === 'VIDEO' ? mediaUrl(env.ctx, m) : undefined),
    permalink: (m) => `https://www.instagram.com/p/${m.shortcode}/`,
    shortcode: (m) => m.shortcode,
    timestamp: (m) => graphTime(m.timestamp),
    username: (m, env) => env.ctx.store.accounts.get(m.ownerId)?.username,
    like_count: (m) => (m.hideLikeCount ? undefined : m.likeCount),
    comments_count: (m, env) => commentCount(env.ctx, m),
    is_comment_enabled: (m) => m.commentsEnabled,
    owner: (m) => ({ id: m.ownerId }),
    comments: (m, env, node) => {
      requireScope(env, MANAGE_COMMENTS)
      return expandEdge(commentSpec, topLevelComments(env.ctx, m.id), node, env, 50)
    },
  },
}

const authorSpec: NodeSpec<Author> = {
  type: 'IGCommentFromUser',
  defaultFields: 'id,username',
  idOf: (a) => a.id,
  fields: { id: (a) => a.id, username: (a) => a.username },
}

export const commentSpec: NodeSpec<Comment> = {
  type: 'IGComment',
  defaultFields: 'timestamp,text,id',
  idOf: (c) => c.id,
  fields: {
    id: (c) => c.id,
    text: (c) => c.text,
    timestamp: (c) => graphTime(c.timestamp),
    like_count: (c) => c.likeCount,
    hidden: (c) => c.hidden,
    username: (c) => c.from.username,
    legacy_instagram_comment_id: (c) => c.id,
    from: (c, env, node) => render(authorSpec, c.from, node.children, env),
    user: (c) => (c.bySelf ? { id: c.from.id } : undefined),
    parent_id: (c) => c.parentId ?? undefined,
    media: (c, env, node) => {
      const media = env.ctx.store.media.get(c.mediaId)
      return media && render(mediaSpec, media, node.children, env)
    },
    replies: (c, env, node) => expandEdge(commentSpec, repliesOf(env.ctx, c.id), node, env, 50),
  },
}
