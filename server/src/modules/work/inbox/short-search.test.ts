import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInAsAdmin } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments } from '../../../../test/instagram'
import { isShortSearch, SHORT_SEARCH_WINDOW } from './short-search'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
let church: Awaited<ReturnType<typeof churchWithComments>>

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  church = await churchWithComments(t.app, t.sim, [{ text: 'Amen 🙏 ok' }])
})

async function search(term: string) {
  const query = new URLSearchParams({ search: term, accountId: church.account.id, limit: '50' })
  const [page, counts] = await Promise.all([
    t.app.inject({ url: `/api/comments?${query}`, headers: { cookie: admin } }),
    t.app.inject({ url: `/api/comments/counts?${query}`, headers: { cookie: admin } }),
  ])
  expect(page.statusCode).toBe(200)
  const body = page.json() as { items: { text: string }[]; searchedNewest: number | null }
  return {
    texts: body.items.map((item) => item.text),
    searchedNewest: body.searchedNewest,
    all: (counts.json() as { all: number }).all,
  }
}

// Newer follower comments on the same account, written straight into the table.
async function addNewerComments(count: number, text: string) {
  await t.db.db.execute(sql`
    insert into comments (organization_id, account_id, ig_comment_id, username, text, commented_at)
    select organization_id, account_id, 'filler-' || gen_random_uuid(), 'someone', ${text},
           now() + make_interval(secs => n)
    from comments, generate_series(1, ${count}) n
    where account_id = ${church.account.id} and text = 'Amen 🙏 ok'`)
}

describe('short searches', () => {
  it('are the terms the text index cannot look up', () => {
    for (const term of ['ok', '🙏', '?!', 'a b', '🙏🙏🙏', 'é'])
      expect(isShortSearch(term)).toBe(true)
    for (const term of ['amen', 'Amén', '123', 'ok 🙏 yes', 'ñandú']) {
      expect(isShortSearch(term)).toBe(false)
    }
  })

  it('find every match in an inbox smaller than the window, and say which part they searched', async () => {
    expect(await search('🙏')).toEqual({
      texts: ['Amen 🙏 ok'],
      searchedNewest: SHORT_SEARCH_WINDOW,
      all: 1,
    })
    expect(await search('amen')).toMatchObject({ texts: ['Amen 🙏 ok'], searchedNewest: null })
  })

  it('look only at the newest comments of a bigger inbox, while longer terms search it all', async () => {
    await addNewerComments(SHORT_SEARCH_WINDOW, 'Filler comment')
    expect(await search('🙏')).toEqual({ texts: [], searchedNewest: SHORT_SEARCH_WINDOW, all: 0 })
    expect(await search('amen')).toMatchObject({
      texts: ['Amen 🙏 ok'],
      searchedNewest: null,
      all: 1,
    })

    await addNewerComments(1, 'Newest 🙏')
    expect(await search('🙏')).toMatchObject({ texts: ['Newest 🙏'], all: 1 })
  })
})
