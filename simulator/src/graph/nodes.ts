import { baseUrl, graphTime } from '../context'
import { mediaCount, profilePictureUrl } from '../domain/accounts'
import { repliesOf, topLevelComments } from '../domain/comments'
import { commentCount, mediaOf, mediaUrl, productTypeOf } from '../domain/media'
import type { Account, Author, Comment, Media } from '../store/types'
import { missingPermission } from './errors'
import { mentionFields } from './messaging/mention-fields'
import type { FieldNode } from './fields'
import { paginate } from './paging'
import { fieldsString, render, type NodeSpec, type RenderEnv } from './render'

export const MANAGE_COMMENTS = 'instagram_business_manage_comments'

export function requireScope(env: RenderEnv, scope: string) {
  if (!env.auth.token.scopes.includes(scope)) throw missingPermission(scope)
}

/**
 * A connection inside a field expansion: its first page, and when more exist a `paging.next`
 * link to the edge itself (`/{comment-id}/replies?...&after=`), as Graph pages nested replies.
 */
export function expandEdge<T extends { timestamp: number; seq: number }>(
  spec: NodeSpec<T>,
  items: T[],
  node: FieldNode,
  env: RenderEnv,
  edge: { path: string; defaultLimit: number; maxLimit?: number },
) {
  const limit = Math.min(node.limit || edge.defaultLimit, edge.maxLimit ?? Infinity)
  const page = paginate(items, { limit })
  // Graph leaves an empty connection out of a field expansion instead of sending `{data:[]}`.
  if (!page.items.length) return undefined
  const data = page.items.map((i) => render(spec, i, node.children, env))
  if (!page.cursors) return { data }
  const next = () => {
    const q = new URLSearchParams({ access_token: env.auth.token.value })
    if (node.children?.length) q.set('fields', fieldsString(node.children))
    q.set('limit', String(limit))
    q.set('after', page.cursors!.after)
    return `${baseUrl(env.ctx)}${env.versionPrefix ?? ''}${edge.path}?${q.toString()}`
  }
  return {
    data,
    paging: { cursors: page.cursors, ...(page.hasNext ? { next: next() } : {}) },
  }
}

export type Child = { id: string; m: Media; mediaType: 'IMAGE' | 'VIDEO' }

/** The items of a carousel: those it was published with, or two derived from a seeded album. */
export const carouselChildren = (m: Media): Child[] =>
  m.children
    ? m.children.map((c) => ({ id: c.id, m, mediaType: c.mediaType }))
    : m.mediaType === 'CAROUSEL_ALBUM'
      ? [0, 1].map((i) => ({
          id: `${m.id.slice(0, -1)}${(Number(m.id.at(-1)) + i + 1) % 10}`,
          m,
          mediaType: 'IMAGE' as const,
        }))
      : []

export const childSpec: NodeSpec<Child> = {
  type: 'IGMedia',
  defaultFields: 'id',
  idOf: (c) => c.id,
  fields: {
    id: (c) => c.id,
    media_type: (c) => c.mediaType,
    media_url: (c, env) => (c.m.copyrighted ? undefined : mediaUrl(env.ctx, c.m)),
    permalink: (c) => `https://www.instagram.com/p/${c.m.shortcode}/`,
    timestamp: (c) => graphTime(c.m.timestamp),
    username: (c, env) => env.ctx.store.accounts.get(c.m.ownerId)?.username,
  },
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
    biography: (a) => a.biography || undefined,
    website: (a) => a.website || undefined,
    ...mentionFields,
    media: (a, env, node) =>
      expandEdge(mediaSpec, mediaOf(env.ctx, a.userId), node, env, {
        path: `/${a.userId}/media`,
        defaultLimit: 25,
        maxLimit: 100,
      }),
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
    media_product_type: productTypeOf,
    legacy_instagram_media_id: (m) => m.id,
    // Reels only: whether the reel also shows in the feed grid.
    is_shared_to_feed: (m) =>
      productTypeOf(m) === 'REELS' && m.mediaType === 'VIDEO'
        ? (m.sharedToFeed ?? true)
        : undefined,
    children: (m, env, node) => {
      const items = carouselChildren(m)
      if (!items.length) return undefined
      return { data: items.map((c) => render(childSpec, c, node.children, env)) }
    },
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
      return expandEdge(commentSpec, topLevelComments(env.ctx, m.id), node, env, {
        path: `/${m.id}/comments`,
        defaultLimit: 50,
        maxLimit: 50,
      })
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
    replies: (c, env, node) =>
      expandEdge(commentSpec, repliesOf(env.ctx, c.id), node, env, {
        path: `/${c.id}/replies`,
        defaultLimit: 50,
        maxLimit: env.ctx.settings.repliesPageSize,
      }),
  },
}
