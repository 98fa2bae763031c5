import { isoTime, type SimContext } from '../context'
import { accountView, listAccounts } from '../domain/accounts'
import { commentView } from '../domain/comments'
import { mediaView } from '../domain/media'
import { budgetOf } from '../domain/rate-limit'
import { settingsView } from '../store/settings'
import { containerView } from './publishing-routes'
import { webhookView } from './webhook-routes'

/** A JSON picture of everything the simulator holds, for debugging. Tokens are shortened. */
export function dumpState(ctx: SimContext) {
  const { store } = ctx
  return {
    now: isoTime(ctx.clock.now()),
    app: {
      app_id: ctx.options.appId,
      app_name: ctx.options.appName,
      redirect_uris: ctx.options.redirectUris,
      deauthorize_url: ctx.options.deauthorizeUrl ?? null,
      data_deletion_url: ctx.options.dataDeletionUrl ?? null,
    },
    settings: settingsView(ctx.settings),
    accounts: listAccounts(ctx).map((a) => ({
      ...accountView(ctx, a),
      calls_last_24h: store.usage.get(a.userId)?.length ?? 0,
      call_budget: budgetOf(ctx, a.userId),
    })),
    media: [...store.media.values()].map((m) => mediaView(ctx, m)),
    comments: [...store.comments.values()].map(commentView),
    containers: [...store.publishing.containers.values()].map((c) => containerView(ctx, c)),
    private_replies: [...store.privateReplies.values()].map((m) => ({
      message_id: m.messageId,
      user_id: m.userId,
      comment_id: m.commentId,
      recipient_id: m.recipientId,
      text: m.text,
      time: isoTime(m.timestamp),
    })),
    tokens: [...store.tokens.values()].map((t) => ({
      token: `${t.value.slice(0, 10)}…`,
      kind: t.kind,
      user_id: t.userId,
      scopes: t.scopes,
      issued_at: isoTime(t.issuedAt),
      expires_at: isoTime(t.expiresAt),
      revoked: t.revoked,
    })),
    pending_codes: [...store.codes.values()].filter((c) => !c.used).length,
    webhooks: webhookView(ctx),
    app_callbacks: store.callbacks,
    faults: ctx.faults,
    log_size: ctx.log.length,
  }
}
