import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { backupRuns } from '../../../db/schema'

export async function startBackupRun(db: DbOrTx, trigger: 'nightly') {
  const [row] = await db.insert(backupRuns).values({ trigger }).returning()
  return row!
}

export async function finishBackupRun(
  db: DbOrTx,
  id: string,
  result:
    { status: 'succeeded'; file: string; sizeBytes: number } | { status: 'failed'; error: string },
) {
  await db
    .update(backupRuns)
    .set({ ...result, finishedAt: new Date() })
    .where(eq(backupRuns.id, id))
}

export async function findLatestBackupRun(db: DbOrTx) {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1)
  return row ?? null
}

export async function findLatestSuccessfulBackup(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1)
  return row ?? null
}
