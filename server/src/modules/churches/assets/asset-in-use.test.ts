import { beforeAll, describe, expect, it } from 'vitest'
import type { TPostDetail } from '@common/schemas/posts'
import { as, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import {
  createPostAs,
  postAction,
  publishingChurch,
  uploadPicture,
} from '../../../../test/publishing'

// A file a post still to be published uses cannot leave the media library: the post would go out
// without it. The refusal names the posts, so the church knows where to look.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let church: Awaited<ReturnType<typeof publishingChurch>>
let admin = ''

beforeAll(async () => {
  church = await publishingChurch(t.app, t.sim)
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin', 'Ada Admin')).cookie
})

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString()

async function draft(assetId: string, caption: string) {
  const response = await createPostAs(t.app, admin, church.organization.routeId, {
    accountId: church.account.id,
    kind: 'image',
    items: [{ assetId }],
    caption,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as TPostDetail
}

const deleteAsset = (assetId: string, cookie = church.cookie) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/organizations/${church.organization.routeId}/assets/${assetId}`,
    headers: as(cookie),
  })

const setSignOff = (postsNeedApproval: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${church.organization.routeId}/publishing-settings`,
    headers: as(admin),
    payload: { postsNeedApproval },
  })

describe('deleting a file a post uses', () => {
  it('refuses with 409 naming a draft, a scheduled post and one awaiting approval', async () => {
    const picture = await uploadPicture(t.app, church.organization.routeId, church.cookie)
    const easter = await draft(picture.id, 'Easter Sunday at 10: bring a friend!')
    const refused = await deleteAsset(picture.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      code: 'ASSET_IN_USE',
      message:
        'This file is used by a post not yet published: “Easter Sunday at 10: bring a friend!” (draft). Take it out of that post or delete it first.',
    })

    const scheduled = await postAction(t.app, admin, easter.id, 'schedule', {
      scheduledAt: inAnHour(),
    })
    expect(scheduled.statusCode, scheduled.body).toBe(200)
    expect((await deleteAsset(picture.id)).json().message).toContain('(scheduled)')

    expect((await setSignOff(true)).statusCode).toBe(200)
    try {
      const youth = await draft(
        picture.id,
        'Youth night on Friday with pizza, games and a talk from Pastor Sam about courage',
      )
      const held = await postAction(t.app, admin, youth.id, 'schedule', { scheduledAt: inAnHour() })
      expect(held.json()).toMatchObject({ state: 'awaiting_approval' })
      const both = await deleteAsset(picture.id)
      expect(both.statusCode).toBe(409)
      expect(both.json().message).toMatch(
        /^This file is used by posts not yet published: .+ and .+\. Take it out of those posts or delete them first\.$/,
      )
      expect(both.json().message).toContain('“Easter Sunday at 10: bring a friend!” (scheduled)')
      expect(both.json().message).toContain(
        '“Youth night on Friday with pizza, games…” (awaiting approval)',
      )
    } finally {
      await setSignOff(false)
    }
    // The file is still there and still served.
    const library = await t.app.inject({
      url: `/api/organizations/${church.organization.routeId}/assets`,
      headers: as(church.cookie),
    })
    expect(library.json().items.map((a: { id: string }) => a.id)).toContain(picture.id)
  })

  it('deletes it once no post still to be published uses it', async () => {
    const picture = await uploadPicture(t.app, church.organization.routeId, church.cookie)
    const post = await draft(picture.id, '')
    expect((await deleteAsset(picture.id)).json().message).toContain('a post without a caption')
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: as(admin),
    })
    expect(removed.statusCode, removed.body).toBeLessThan(300)
    expect((await deleteAsset(picture.id)).statusCode).toBe(204)
  })
})
