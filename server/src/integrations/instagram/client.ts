import type { InstagramConfig } from './config'
import { InstagramError } from './errors'
import { requestInstagram } from './http'
import type { UsageReport } from './usage'
import {
  COMMENT_FIELDS,
  MEDIA_FIELDS,
  PROFILE_FIELDS,
  REPLY_FIELDS,
  ZCodeExchange,
  ZCommentPage,
  ZContainerStatus,
  ZCreated,
  ZPublishingLimitAnswer,
  ZPublishedMediaPage,
  PUBLISHED_MEDIA_FIELDS,
  ZMessageSent,
  ZLongLivedToken,
  ZMedia,
  ZMediaInsights,
  ZMediaPage,
  ZProfile,
  ZReply,
  ZReplyPage,
  ZSuccess,
  type TReply,
} from './schemas'
import {
  MESSAGE_FIELDS,
  ZMentionedComment,
  ZMentionedCommentAnswers,
  ZMentionedMedia,
  ZMentionedMediaAnswers,
  ZReactionSent,
  ZThreadPage,
} from './messaging-schemas'

// What a direct message carries: text, or one image or video by its public URL.
export type OutgoingDirectMessage = { text: string } | { attachment: { type: string; url: string } }

export const MESSAGING_SCOPE = 'instagram_business_manage_messages'
const COMMENT_EVENT_FIELDS = 'comments,live_comments,mentions'
const MESSAGING_FIELDS = 'messages,message_reactions,messaging_seen,messaging_postbacks'

// 200 pages of 50: far beyond any real thread, and an end to a cursor that never ends.
const MAX_REPLY_PAGES = 200

// The one adapter between Flock and Instagram (or the simulator). Everything it returns is
// zod-checked; everything that fails is an InstagramError.
export function createInstagramClient(config: InstagramConfig) {
  const graph = (path: string, params: Record<string, string> = {}, versioned = true) => {
    const base = config.graphUrl.replace(/\/+$/, '')
    const url = new URL(`${base}${versioned ? `/${config.graphVersion}` : ''}${path}`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url
  }
  const timeoutMs = config.timeoutMs

  // One page of a comment's replies. Instagram pages nested replies too, both here and in the
  // `replies` expansion of a comment; an expansion's `after` cursor continues here.
  async function listRepliesPage(token: string, commentId: string, after?: string) {
    const params: Record<string, string> = {
      fields: REPLY_FIELDS,
      limit: '50',
      access_token: token,
    }
    if (after) params.after = after
    const { data, usage } = await requestInstagram(
      graph(`/${commentId}/replies`, params),
      ZReplyPage,
      { timeoutMs },
    )
    return {
      items: data.data,
      after: data.paging?.next ? data.paging.cursors?.after : undefined,
      usage,
    }
  }

  return {
    config,

    authorizeUrl(state: string): string {
      const url = new URL(config.authorizeUrl)
      url.searchParams.set('client_id', config.appId)
      url.searchParams.set('redirect_uri', config.redirectUri)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('scope', config.scopes.join(','))
      url.searchParams.set('state', state)
      url.searchParams.set('enable_fb_login', '0')
      url.searchParams.set('force_authentication', '1')
      return url.toString()
    },

    async exchangeCode(code: string) {
      const url = new URL('/oauth/access_token', config.apiUrl)
      const { data } = await requestInstagram(url, ZCodeExchange, {
        method: 'POST',
        timeoutMs,
        form: {
          client_id: config.appId,
          client_secret: config.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: config.redirectUri,
          // Some redirects carry a trailing "#_" that is not part of the code.
          code: code.replace(/#_$/, ''),
        },
      })
      return data
    },

    async exchangeForLongLivedToken(shortLivedToken: string) {
      const url = graph(
        '/access_token',
        {
          grant_type: 'ig_exchange_token',
          client_secret: config.appSecret,
          access_token: shortLivedToken,
        },
        false,
      )
      return (await requestInstagram(url, ZLongLivedToken, { timeoutMs })).data
    },

    async refreshLongLivedToken(token: string) {
      const url = graph(
        '/refresh_access_token',
        { grant_type: 'ig_refresh_token', access_token: token },
        false,
      )
      return (await requestInstagram(url, ZLongLivedToken, { timeoutMs })).data
    },

    async getProfile(token: string) {
      const url = graph('/me', { fields: PROFILE_FIELDS, access_token: token })
      return (await requestInstagram(url, ZProfile, { timeoutMs })).data
    },

    // One page of the account's media, newest first. Pages are walked with the `after` cursor
    // rather than `paging.next`, whose address embeds the token and may name another version.
    async listMediaPage(
      token: string,
      igUserId: string,
      page: { after?: string; limit?: number } = {},
    ) {
      const params: Record<string, string> = {
        fields: MEDIA_FIELDS,
        limit: String(page.limit ?? 50),
        access_token: token,
      }
      if (page.after) params.after = page.after
      const { data, usage } = await requestInstagram(
        graph(`/${igUserId}/media`, params),
        ZMediaPage,
        { timeoutMs },
      )
      const after = data.paging?.next ? data.paging.cursors?.after : undefined
      return { items: data.data, after, usage }
    },

    // A post's reach and views (instagram_business_manage_insights). 'pending': Instagram has no
    // numbers yet; 'too_few_viewers': it refuses to show them for a post seen by too few people.
    async getMediaInsights(
      token: string,
      mediaId: string,
    ): Promise<
      (
        | { state: 'ready'; reach: number | null; views: number | null }
        | { state: 'pending' | 'too_few_viewers' }
      ) & { usage: UsageReport | null }
    > {
      try {
        const { data, usage } = await requestInstagram(
          graph(`/${mediaId}/insights`, { metric: 'reach,views', access_token: token }),
          ZMediaInsights,
          { timeoutMs },
        )
        if (data.data.length === 0) return { state: 'pending', usage }
        const value = (name: string) => {
          const metric = data.data.find((entry) => entry.name === name)
          const found = metric?.total_value?.value ?? metric?.values?.[0]?.value
          return found === undefined ? null : Math.round(found)
        }
        return { state: 'ready', reach: value('reach'), views: value('views'), usage }
      } catch (error) {
        if (
          error instanceof InstagramError &&
          error.code === 10 &&
          /not enough viewers/i.test(error.message)
        )
          return { state: 'too_few_viewers', usage: null }
        throw error
      }
    },

    async getMedia(token: string, mediaId: string) {
      return (
        await requestInstagram(
          graph(`/${mediaId}`, { fields: MEDIA_FIELDS, access_token: token }),
          ZMedia,
          { timeoutMs },
        )
      ).data
    },

    // Top-level comments of a post with their replies expanded, newest first, a page at a time.
    async listCommentsPage(token: string, mediaId: string, after?: string) {
      const params: Record<string, string> = {
        fields: COMMENT_FIELDS,
        limit: '50',
        access_token: token,
      }
      if (after) params.after = after
      const { data, usage } = await requestInstagram(
        graph(`/${mediaId}/comments`, params),
        ZCommentPage,
        { timeoutMs },
      )
      return {
        items: data.data,
        after: data.paging?.next ? data.paging.cursors?.after : undefined,
        usage,
      }
    },

    listRepliesPage,

    // Every reply to a comment, all pages (bounded, in case a cursor never ends).
    async listReplies(token: string, commentId: string) {
      const replies: TReply[] = []
      let after: string | undefined
      let pages = 0
      do {
        const page = await listRepliesPage(token, commentId, after)
        replies.push(...page.items)
        after = page.after
        pages += 1
      } while (after && pages < MAX_REPLY_PAGES)
      return replies
    },

    // One comment as Instagram holds it now: a webhook's event has no `timestamp` of its own.
    async getComment(token: string, commentId: string) {
      const url = graph(`/${commentId}`, { fields: REPLY_FIELDS, access_token: token })
      return (await requestInstagram(url, ZReply, { timeoutMs })).data
    },

    async replyToComment(token: string, commentId: string, message: string) {
      const url = graph(`/${commentId}/replies`, { access_token: token })
      return (
        await requestInstagram(url, ZCreated, { method: 'POST', form: { message }, timeoutMs })
      ).data
    },

    async commentOnMedia(token: string, mediaId: string, message: string) {
      const url = graph(`/${mediaId}/comments`, { access_token: token })
      return (
        await requestInstagram(url, ZCreated, { method: 'POST', form: { message }, timeoutMs })
      ).data
    },

    // A private reply: one direct message to the person who wrote the comment, about it.
    async sendPrivateReply(token: string, igUserId: string, commentId: string, text: string) {
      const url = graph(`/${igUserId}/messages`, { access_token: token })
      return (
        await requestInstagram(url, ZMessageSent, {
          method: 'POST',
          form: {
            recipient: JSON.stringify({ comment_id: commentId }),
            message: JSON.stringify({ text }),
          },
          timeoutMs,
        })
      ).data
    },

    async setCommentHidden(token: string, commentId: string, hidden: boolean) {
      const url = graph(`/${commentId}`, { access_token: token })
      const { usage } = await requestInstagram(url, ZSuccess, {
        method: 'POST',
        form: { hide: String(hidden) },
        timeoutMs,
      })
      return { usage }
    },

    // Asks Instagram to send this account's comment events, live comments (decision 077) and
    // mentions (and, when the operator turned messaging on, its direct-message events) to
    // Flock's webhook.
    async subscribeToCommentEvents(token: string) {
      const messaging = config.scopes.includes(MESSAGING_SCOPE)
      const url = graph('/me/subscribed_apps', {
        subscribed_fields: messaging
          ? `${COMMENT_EVENT_FIELDS},${MESSAGING_FIELDS}`
          : COMMENT_EVENT_FIELDS,
        access_token: token,
      })
      await requestInstagram(url, ZSuccess, { method: 'POST', timeoutMs })
    },

    // Content publishing (decision 071): a container from a public URL, its status, then
    // media_publish, the one irreversible call.
    async createContainer(token: string, igUserId: string, params: Record<string, string>) {
      const url = graph(`/${igUserId}/media`, { access_token: token })
      return (await requestInstagram(url, ZCreated, { method: 'POST', form: params, timeoutMs }))
        .data
    },

    async getContainerStatus(token: string, containerId: string) {
      const url = graph(`/${containerId}`, { fields: 'id,status_code,status', access_token: token })
      return (await requestInstagram(url, ZContainerStatus, { timeoutMs })).data
    },

    async publishContainer(token: string, igUserId: string, containerId: string) {
      const url = graph(`/${igUserId}/media_publish`, { access_token: token })
      return (
        await requestInstagram(url, ZCreated, {
          method: 'POST',
          form: { creation_id: containerId },
          timeoutMs,
        })
      ).data
    },

    // Posts published through the API in the rolling 24 hours (since `since`, when given).
    async getPublishingLimit(token: string, igUserId: string, since?: Date) {
      const params: Record<string, string> = {
        fields: 'quota_usage,config',
        access_token: token,
      }
      if (since) params.since = String(Math.floor(since.getTime() / 1000))
      const { data } = await requestInstagram(
        graph(`/${igUserId}/content_publishing_limit`, params),
        ZPublishingLimitAnswer,
        { timeoutMs },
      )
      const entry = data.data[0]
      return {
        quotaUsage: entry?.quota_usage ?? 0,
        quotaTotal: entry?.config?.quota_total ?? null,
      }
    },

    // The account's newest posts with what tells a just-published one apart: its caption, kind
    // and time.
    async listPublishedMedia(token: string, igUserId: string, limit = 50) {
      const { data } = await requestInstagram(
        graph(`/${igUserId}/media`, {
          fields: PUBLISHED_MEDIA_FIELDS,
          limit: String(limit),
          access_token: token,
        }),
        ZPublishedMediaPage,
        { timeoutMs },
      )
      return data.data
    },

    // A direct message to a follower (their IGSID), with the HUMAN_AGENT tag when asked.
    async sendDirectMessage(
      token: string,
      igUserId: string,
      recipientId: string,
      message: OutgoingDirectMessage,
      humanAgent: boolean,
    ) {
      const url = graph(`/${igUserId}/messages`, { access_token: token })
      const body =
        'text' in message
          ? { text: message.text }
          : {
              attachment: {
                type: message.attachment.type,
                payload: { url: message.attachment.url },
              },
            }
      return (
        await requestInstagram(url, ZMessageSent, {
          method: 'POST',
          form: {
            recipient: JSON.stringify({ id: recipientId }),
            message: JSON.stringify(body),
            ...(humanAgent ? { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' } : {}),
          },
          timeoutMs,
        })
      ).data
    },

    // The account's heart on a follower's message.
    async reactToMessage(token: string, igUserId: string, recipientId: string, messageId: string) {
      const url = graph(`/${igUserId}/messages`, { access_token: token })
      await requestInstagram(url, ZReactionSent, {
        method: 'POST',
        form: {
          recipient: JSON.stringify({ id: recipientId }),
          sender_action: 'react',
          payload: JSON.stringify({ message_id: messageId, reaction: 'love' }),
        },
        timeoutMs,
      })
    },

    // Recent threads of the account, newest first, each with its newest messages; with
    // `followerId`, only the thread with that follower.
    async listThreads(
      token: string,
      igUserId: string,
      options: { followerId?: string; limit?: number; messages?: number } = {},
    ) {
      const params: Record<string, string> = {
        platform: 'instagram',
        fields: `id,updated_time,participants,messages.limit(${options.messages ?? 20}){${MESSAGE_FIELDS}}`,
        limit: String(options.limit ?? 25),
        access_token: token,
      }
      if (options.followerId) params.user_id = options.followerId
      return (
        await requestInstagram(graph(`/${igUserId}/conversations`, params), ZThreadPage, {
          timeoutMs,
        })
      ).data.data
    },

    async getMentionedComment(token: string, igUserId: string, commentId: string) {
      const fields = `mentioned_comment.comment_id(${commentId}){id,text,timestamp,username,from,media{id,media_url}}`
      const url = graph(`/${igUserId}`, { fields, access_token: token })
      return (await requestInstagram(url, ZMentionedComment, { timeoutMs })).data.mentioned_comment
    },

    async getMentionedMedia(token: string, igUserId: string, mediaId: string) {
      const fields = `mentioned_media.media_id(${mediaId}){id,caption,media_url,timestamp,username}`
      const url = graph(`/${igUserId}`, { fields, access_token: token })
      return (await requestInstagram(url, ZMentionedMedia, { timeoutMs })).data.mentioned_media
    },

    // The answers under the comment or caption that mentioned the account (decision 075), to
    // find one whose answer was lost before answering again.
    async listMentionAnswers(
      token: string,
      igUserId: string,
      mention: { mediaId: string; commentId: string | null },
    ) {
      const answer = '{id,text,timestamp,username,from}'
      if (mention.commentId) {
        const fields = `mentioned_comment.comment_id(${mention.commentId}){replies${answer}}`
        const url = graph(`/${igUserId}`, { fields, access_token: token })
        const found = await requestInstagram(url, ZMentionedCommentAnswers, { timeoutMs })
        return found.data.mentioned_comment.replies?.data ?? []
      }
      const fields = `mentioned_media.media_id(${mention.mediaId}){comments${answer}}`
      const url = graph(`/${igUserId}`, { fields, access_token: token })
      const found = await requestInstagram(url, ZMentionedMediaAnswers, { timeoutMs })
      return found.data.mentioned_media.comments?.data ?? []
    },

    // An answer under the comment or caption that mentioned the account.
    async replyToMention(
      token: string,
      igUserId: string,
      mention: { mediaId: string; commentId: string | null },
      message: string,
    ) {
      const params: Record<string, string> = {
        media_id: mention.mediaId,
        message,
        access_token: token,
      }
      if (mention.commentId) params.comment_id = mention.commentId
      const url = graph(`/${igUserId}/mentions`, params)
      return (await requestInstagram(url, ZCreated, { method: 'POST', timeoutMs })).data
    },

    async deleteComment(token: string, commentId: string) {
      const { usage } = await requestInstagram(
        graph(`/${commentId}`, { access_token: token }),
        ZSuccess,
        { method: 'DELETE', timeoutMs },
      )
      return { usage }
    },
  }
}

export type InstagramClient = ReturnType<typeof createInstagramClient>
