import { describe, expect, it } from 'vitest'
import { registerClient, useTestApp } from '../../test/helper'
import { fillOrganizationNameSkeletons } from './organization-name-skeletons'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

// Churches as they stood before look-alikes were refused: no skeleton yet.
async function insertBeforeSkeletons(name: string, nameKey: string, createdAt: string) {
  const { rows } = await t.db.pool.query<{ id: string }>(
    `insert into organizations (slug, name, name_key, created_at)
     values ($1, $2, $3, $4) returning id`,
    [`before-${nameKey}`, name, nameKey, createdAt],
  )
  return rows[0]!.id
}

describe('filling the look-alike keys of existing churches', () => {
  it('keeps look-alikes registered before, flags the younger, and refuses new ones', async () => {
    const older = await insertBeforeSkeletons('Church Beta', 'churchbeta', '2025-01-01')
    const younger = await insertBeforeSkeletons('Church \u0412eta', 'church\u0432eta', '2025-06-01')
    const other = await insertBeforeSkeletons('Church Zeta', 'churchzeta', '2025-03-01')

    expect(await fillOrganizationNameSkeletons(t.db.db)).toBe(1)
    const { rows } = await t.db.pool.query(
      'select id, name_skeleton, look_alike_of from organizations where id = any($1) order by created_at',
      [[older, younger, other]],
    )
    expect(rows).toEqual([
      { id: older, name_skeleton: 'churchbeta', look_alike_of: null },
      { id: other, name_skeleton: 'churchzeta', look_alike_of: null },
      { id: younger, name_skeleton: 'churchbeta', look_alike_of: older },
    ])
    // Done once: the next start changes nothing.
    expect(await fillOrganizationNameSkeletons(t.db.db)).toBe(0)

    const again = await registerClient(t.app, { organizationName: 'Church \u0392eta' })
    expect(again.response.statusCode).toBe(409)
    expect(again.response.json().code).toBe('ORGANIZATION_NAME_TAKEN')
  })
})
