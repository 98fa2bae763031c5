import { sql } from 'drizzle-orm'
import { ZRealtimeEvent, type TRealtimeEvent } from '@common/events'
import type { DbOrTx } from '../db/client'

export const EVENTS_CHANNEL = 'flock_events'

// Publishes through PostgreSQL NOTIFY, so every Flock process on the database hears it. Called
// inside a transaction, PostgreSQL delivers it only when that transaction commits, and not at all
// if it rolls back: nobody hears of a change that did not happen.
export async function publish(db: DbOrTx, event: TRealtimeEvent): Promise<void> {
  await db.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(ZRealtimeEvent.parse(event))})`,
  )
}
