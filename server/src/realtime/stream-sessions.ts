import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Actor } from '../auth/policy'
import type { Database } from '../db/client'
import { memberships, session, user } from '../db/schema'

// Tells which of `actors` may still stream as they did when their stream opened:
// signed in, not expired (idle or absolute), not deactivated, same role, team role, church role
// and organization. One query for every
// open stream of the process, however many there are.
export async function actorsStillValid(
  db: Database,
  actors: readonly Actor[],
): Promise<(actor: Actor) => boolean> {
  const sessionIds = [...new Set(actors.map((actor) => actor.sessionId))]
  if (sessionIds.length === 0) return () => false
  const rows = await db
    .select({
      sessionId: session.id,
      role: user.role,
      teamRole: user.teamRole,
      deactivatedAt: user.deactivatedAt,
      organizationId: memberships.organizationId,
      churchRole: memberships.role,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(memberships, eq(memberships.userId, session.userId))
    .where(and(inArray(session.id, sessionIds), gt(session.expiresAt, new Date())))
  const current = new Map(rows.map((row) => [row.sessionId, row]))
  return (actor) => {
    const row = current.get(actor.sessionId)
    if (!row || row.deactivatedAt) return false
    const role = row.role === 'admin' ? 'admin' : 'client'
    const organizationId = role === 'client' ? (row.organizationId ?? null) : null
    const teamRole = role === 'admin' ? (row.teamRole ?? 'agent') : null
    const churchRole = role === 'client' ? (row.churchRole ?? null) : null
    return (
      role === actor.role &&
      organizationId === actor.organizationId &&
      teamRole === actor.teamRole &&
      churchRole === actor.churchRole
    )
  }
}
