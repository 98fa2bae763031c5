import { Heart, MessageCircle } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAccountPosts } from '../api/account-posts'
import { CommentCard } from './comment-card'
import { OwnComments } from './own-comments'
import { PostComposer } from './post-composer'
import { SyncStatus } from '@/components/ui/sync-status'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const count = new Intl.NumberFormat('en-US')
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`

export function AccountPosts({ accountId, username }: { accountId: string; username: string }) {
  const posts = useAccountPosts(accountId)
  if (posts.isPending) return <Skeleton className="h-64 w-full rounded-xl" />
  if (posts.isError) {
    return (
      <p role="alert" className="text-destructive">
        Failed to load posts. {posts.error.message}
      </p>
    )
  }
  return (
    <section aria-labelledby="recent-comments" className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="recent-comments" className="text-xl font-semibold">
          Recent Follower Comments
        </h2>
        <SyncStatus sync={posts.data.sync} />
      </div>
      {posts.data.posts.length === 0 ? (
        <p className="text-muted-foreground">No posts synced yet.</p>
      ) : null}
      <div className="max-h-[70vh] space-y-6 overflow-y-auto pr-1">
        {posts.data.posts.map((post) => (
          <Card key={post.id}>
            <CardContent className="space-y-4 p-4 sm:p-5">
              <div className="flex gap-4">
                {post.imageUrl ? (
                  <img
                    src={post.imageUrl}
                    alt=""
                    className="size-24 shrink-0 rounded-md object-cover"
                    loading="lazy"
                  />
                ) : null}
                <div className="min-w-0 space-y-1">
                  <p className="whitespace-pre-line break-words">
                    {post.caption || <span className="text-muted-foreground">No caption</span>}
                  </p>
                  <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
                    <span>{date.format(new Date(post.postedAt))}</span>
                    <span className="flex items-center gap-1">
                      <Heart className="size-4" aria-hidden /> {plural(post.likeCount, 'like')}
                    </span>
                    <span className="flex items-center gap-1">
                      <MessageCircle className="size-4" aria-hidden />{' '}
                      {plural(post.commentsCount, 'comment')}
                    </span>
                  </p>
                </div>
              </div>
              {/* Below the post rather than beside its image, so it has the card's whole width. */}
              <PostComposer postId={post.id} accountId={accountId} username={username} />
              <OwnComments comments={post.ownComments} username={username} />
              <div className="space-y-3">
                {post.comments.map((comment) => (
                  <CommentCard key={comment.id} comment={comment} onAccountPage />
                ))}
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  )
}
