import type { InfiniteData } from '@tanstack/react-query'
import type { TAccountPosts, TInboxComment, TInboxPage } from '@common/schemas/comment'

type Patch = (comment: TInboxComment) => TInboxComment

const isInboxPages = (data: unknown): data is InfiniteData<TInboxPage> =>
  typeof data === 'object' && data !== null && 'pages' in data
const isAccountPosts = (data: unknown): data is TAccountPosts =>
  typeof data === 'object' && data !== null && 'posts' in data

// One comment changed in a cached inbox (pages of comments) or account page (posts with their
// comments); anything else, or a cache without the comment, is returned as it was.
export function patchComment(data: unknown, commentId: string, patch: Patch): unknown {
  const apply = (comment: TInboxComment) => (comment.id === commentId ? patch(comment) : comment)
  if (isInboxPages(data)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })),
    }
  }
  if (isAccountPosts(data)) {
    return {
      ...data,
      posts: data.posts.map((post) => ({ ...post, comments: post.comments.map(apply) })),
    }
  }
  return data
}
