import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { refreshPosts } from '../api/posts'
import type { TPost, TPostDetail } from '../api/types'
import { rescheduledTo } from '../lib/calendar-placement'
import { formatInZone, zoneLabel } from '../lib/zoned-time'

// A post moved to another day at the same church-local time. A scheduled post is scheduled
// again; a draft or a post waiting for the church only has its date changed.
export function useMovePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ post, day }: { post: TPost; day: string }) => {
      const scheduledAt = rescheduledTo(post, day)
      if (!scheduledAt) throw new Error('This post has no date to move.')
      const url = `/api/posts/${encodeURIComponent(post.id)}`
      if (post.state === 'scheduled')
        await api.post<TPostDetail>(`${url}/schedule`, { scheduledAt })
      else await api.patch<TPostDetail>(url, { scheduledAt, version: post.version })
      const zone = post.organization.timeZone
      return `${formatInZone(scheduledAt, zone)}, ${zoneLabel(zone, new Date(scheduledAt))}`
    },
    onSettled: (_label, _error, { post }) => refreshPosts(queryClient, post),
  })
}
