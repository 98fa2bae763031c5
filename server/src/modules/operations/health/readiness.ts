import { databaseMigrationMillis, readJournal } from '../../../db/migration-level'
import { MIGRATIONS_DIR } from '../../../db/migrate'

interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>
}

export type Readiness = { ready: true } | { ready: false; reason: string }

// Ready means a load balancer may send this process traffic: the database answers and holds every
// migration this build knows. A process that started before a newer one migrated stays ready (the
// database is ahead, not behind); one whose database is behind is still migrating.
export async function checkReadiness(
  client: Queryable,
  newestKnown = readJournal(MIGRATIONS_DIR).at(-1),
): Promise<Readiness> {
  const applied = await databaseMigrationMillis(client)
  if (newestKnown && (applied === null || applied < newestKnown.when)) {
    return { ready: false, reason: 'The database has not been migrated to this version yet.' }
  }
  return { ready: true }
}
