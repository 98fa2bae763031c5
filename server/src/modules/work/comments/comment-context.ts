import { eq } from 'drizzle-orm'
import { comments, instagramAccounts, media } from '../../../db/schema'

// What a card shows of a comment wherever it appears (the approval lists, Pastoral care, a
// church's conversations): who wrote what, on which account, and a link to the post. One
// projection with the joins it needs, so every list reads the same words from the same columns.
export const commentCardContext = {
  accountUsername: instagramAccounts.username,
  username: comments.username,
  text: comments.text,
  permalink: media.permalink,
}

// The joins behind it: the comment's account (always there) and its post (not yet known for a
// comment that arrived by webhook before its post was synced).
export const accountOfComment = eq(instagramAccounts.id, comments.accountId)
export const postOfComment = eq(media.id, comments.mediaId)
