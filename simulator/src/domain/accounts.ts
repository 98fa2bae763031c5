import { z } from 'zod'
import { baseUrl, type SimContext } from '../context'
import { newAppScopedId, newUserId, nextSeq } from '../store/store'
import type { Account } from '../store/types'

export const ZCreateAccount = z
  .object({
    username: z
      .string()
      .regex(/^[A-Za-z0-9._]{1,30}$/, 'letters, digits, dots and underscores, at most 30'),
    name: z.string().max(100).optional(),
    followers_count: z.number().int().min(0).optional(),
    follows_count: z.number().int().min(0).optional(),
    account_type: z.enum(['Business', 'Media_Creator']).optional(),
    /** an image URL to serve as profile_picture_url instead of the generated one */
    profile_picture: z.url().optional(),
    biography: z.string().max(150).optional(),
    website: z.string().max(2048).optional(),
  })
  .strict()
export type TCreateAccount = z.infer<typeof ZCreateAccount>

export class ConflictError extends Error {}
export class NotFoundError extends Error {}

export function createAccount(ctx: SimContext, input: TCreateAccount): Account {
  const username = input.username.toLowerCase()
  if (findAccount(ctx, username)) throw new ConflictError(`Username @${username} is taken`)
  const account: Account = {
    userId: newUserId(ctx.store),
    appScopedId: newAppScopedId(ctx.store),
    username,
    name: input.name ?? username,
    accountType: input.account_type ?? 'Business',
    followersCount: input.followers_count ?? 0,
    followsCount: input.follows_count ?? 0,
    profilePictureUrl: input.profile_picture ?? null,
    biography: input.biography ?? '',
    website: input.website ?? '',
    seq: nextSeq(ctx.store),
  }
  ctx.store.accounts.set(account.userId, account)
  return account
}

/** Finds an account by user_id, app-scoped id or username (with or without @). */
export function findAccount(ctx: SimContext, ref: string): Account | undefined {
  const key = ref.replace(/^@/, '').toLowerCase()
  const direct = ctx.store.accounts.get(key)
  if (direct) return direct
  for (const a of ctx.store.accounts.values())
    if (a.appScopedId === key || a.username === key) return a
  return undefined
}

export function requireAccount(ctx: SimContext, ref: string): Account {
  const account = findAccount(ctx, ref)
  if (!account) throw new NotFoundError(`No account ${ref}`)
  return account
}

export const listAccounts = (ctx: SimContext) =>
  [...ctx.store.accounts.values()].sort((a, b) => a.seq - b.seq)

export const profilePictureUrl = (ctx: SimContext, a: Account) =>
  a.profilePictureUrl ?? `${baseUrl(ctx)}/__sim/images/profile/${a.userId}.svg`

export const mediaCount = (ctx: SimContext, a: Account) =>
  [...ctx.store.media.values()].filter((m) => m.ownerId === a.userId).length

export function accountView(ctx: SimContext, a: Account) {
  return {
    id: a.appScopedId,
    user_id: a.userId,
    username: a.username,
    name: a.name,
    account_type: a.accountType,
    profile_picture_url: profilePictureUrl(ctx, a),
    followers_count: a.followersCount,
    follows_count: a.followsCount,
    media_count: mediaCount(ctx, a),
    subscribed_fields: ctx.store.subscriptions.get(a.userId) ?? [],
  }
}
