import type { SimContext } from '../context'
import { createAccount } from '../domain/accounts'
import { addFollowerComment, addOwnComment } from '../domain/comments'
import { createMedia } from '../domain/media'
import { graceChapel } from './seed/grace-chapel'
import { risingTide } from './seed/rising-tide'
import { stMarks } from './seed/st-marks'
import type { SeedAccount } from './seed/types'

export const SEED_ACCOUNTS: readonly SeedAccount[] = [graceChapel, stMarks, risingTide]

const HOUR = 3_600_000
const DAY = 24 * HOUR

function seedAccount(ctx: SimContext, seed: SeedAccount, now: number) {
  const account = createAccount(ctx, {
    username: seed.username,
    name: seed.name,
    account_type: seed.accountType,
    followers_count: seed.followers,
    follows_count: seed.follows,
  })
  for (const post of seed.posts) {
    const postedAt = now - Math.round(post.daysAgo * DAY)
    const media = createMedia(ctx, {
      account_id: account.userId,
      caption: post.caption,
      media_type: post.mediaType ?? 'IMAGE',
      like_count: post.likes,
      timestamp: Math.floor(postedAt / 1000),
    })
    for (const c of post.comments) {
      const at = (hours: number) => Math.floor(Math.min(postedAt + hours * HOUR, now) / 1000)
      const comment = addFollowerComment(ctx, {
        media_id: media.id,
        username: c.username,
        text: c.text,
        timestamp: at(c.hoursAfter),
        like_count: c.likes,
        hidden: c.hidden,
      })
      for (const r of c.replies ?? []) {
        if (r.username)
          addFollowerComment(ctx, {
            media_id: media.id,
            username: r.username,
            text: r.text,
            parent_id: comment.id,
            timestamp: at(r.hoursAfter),
          })
        else addOwnComment(ctx, account, media.id, r.text, comment.id, at(r.hoursAfter) * 1000)
      }
    }
  }
}

/** Demo data: three church accounts with posts and multilingual comments, same on every run. */
export function applySeed(ctx: SimContext) {
  const now = ctx.clock.now()
  for (const seed of SEED_ACCOUNTS) seedAccount(ctx, seed, now)
}
