import { and, eq, inArray, isNull, not } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user } from '../../../db/schema'
import { as, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000' })

const demote = (cookie: string, userId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/team/members/${userId}`,
    headers: as(cookie),
    payload: { teamRole: 'admin' },
  })

const activeOwners = async () =>
  t.db.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.teamRole, 'owner'), isNull(user.deactivatedAt)))

// Makes `ids` the team's only Owners (other tests' Owners become Admins).
async function onlyOwners(ids: string[]) {
  await t.db.db
    .update(user)
    .set({ teamRole: 'admin' })
    .where(and(eq(user.teamRole, 'owner'), not(inArray(user.id, ids))))
}

describe('the last Owner', () => {
  it('cannot be demoted or deactivated', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const other = await signInAsTeammate(t.app, t.db.db, 'owner')
    await onlyOwners([owner.userId, other.userId])
    await t.db.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, other.userId))
    const response = await demote(owner.cookie, owner.userId)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'LAST_OWNER',
      message: 'The team needs at least one active Owner. Make someone else an Owner first.',
    })
    expect((await activeOwners()).map((row) => row.id)).toEqual([owner.userId])
  })

  it('remains when two Owners demote each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signInAsTeammate(t.app, t.db.db, 'owner')
      const b = await signInAsTeammate(t.app, t.db.db, 'owner')
      await onlyOwners([a.userId, b.userId])
      const answers = await Promise.all([demote(a.cookie, b.userId), demote(b.cookie, a.userId)])
      const statuses = answers.map((answer) => answer.statusCode).sort()
      // One wins; the other finds it is no longer an Owner (403) or would remove the last (409).
      expect(statuses[0]).toBe(200)
      expect([403, 409]).toContain(statuses[1])
      expect(await activeOwners()).toHaveLength(1)
    }
  })
})
