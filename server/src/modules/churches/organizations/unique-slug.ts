import { slugifyOrganizationName } from '@common/organization-name'
import type { DbOrTx } from '../../../db/client'
import { slugExists } from './organizations.repository'

// Names that differ only in punctuation share a name key and are refused before this point;
// different names can still slug alike ("Grace Church" / "Grace-Church!"), so add a number.
export async function uniqueSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugifyOrganizationName(name)
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await slugExists(db, candidate))) return candidate
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`
}
