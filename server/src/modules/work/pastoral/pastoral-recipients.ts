import type { TPastoralFlag, TPastoralRecipients } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import { listAgencyOwners, listChurchOwners, listPastoralContacts } from './pastoral.repository'

type Person = { userId: string; name: string; email: string }

// Who at a church hears of its flagged comments: the pastoral contacts its Owner named; until it
// names any, its Owners. Resolved at each use, so a new Owner is told from the day they are Owner.
export async function churchRecipients(
  db: DbOrTx,
  organizationId: string,
): Promise<{ people: Person[]; by: Exclude<TPastoralRecipients, 'agency'> }> {
  const contacts = await listPastoralContacts(db, organizationId)
  if (contacts.length > 0) return { people: contacts, by: 'contacts' }
  return { people: await listChurchOwners(db, organizationId), by: 'owners' }
}

// Who is e-mailed about a routed comment: the church's recipients; and when there is no one at
// the church to tell and someone may be in crisis, the agency's Owners instead, so a crisis never
// goes to nobody.
export async function pastoralRecipients(
  db: DbOrTx,
  organizationId: string,
  flags: readonly TPastoralFlag[],
): Promise<{ people: Person[]; by: TPastoralRecipients }> {
  const church = await churchRecipients(db, organizationId)
  if (church.people.length > 0 || !flags.includes('crisis')) return church
  return { people: await listAgencyOwners(db), by: 'agency' }
}
