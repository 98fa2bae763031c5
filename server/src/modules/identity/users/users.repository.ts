import { eq } from 'drizzle-orm'
import type { TRole } from '@common/schemas/auth'
import type { TTeamRole } from '@common/schemas/roles'
import type { DbOrTx } from '../../../db/client'
import { signInAccount, user } from '../../../db/schema'

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email)).limit(1)
  return row ?? null
}

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1)
  return Boolean(row)
}

// Writes the same rows better-auth's sign-up would (a user and its sign-in account, of provider
// "credential", holding the password hash), so better-auth signs these users in as its own.
export async function insertUserWithPassword(
  db: DbOrTx,
  values: {
    email: string
    name: string
    role: TRole
    // Agency staff only (role 'admin'); church people have none.
    teamRole?: TTeamRole
    passwordHash: string
  },
) {
  const id = crypto.randomUUID()
  const [created] = await db
    .insert(user)
    .values({
      id,
      email: values.email,
      name: values.name,
      role: values.role,
      teamRole: values.role === 'admin' ? (values.teamRole ?? 'owner') : null,
    })
    .returning()
  await db.insert(signInAccount).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: values.passwordHash,
  })
  return created!
}

export async function renameUser(db: DbOrTx, userId: string, name: string) {
  await db.update(user).set({ name }).where(eq(user.id, userId))
}
