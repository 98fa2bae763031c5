import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { organizationNameKey, slugifyOrganizationName } from '../common/src/organization-name'

export interface SeedSizes {
  organizations: number
  accounts: number
  postsPerAccount: number
  comments: number
}

// Words of follower comments, most frequent first: the seed draws from the head far more often,
// so a search for "amen" matches a large share of the inbox while later words are uncommon.
const VOCABULARY = words(`
  amen praying for you god bless love this so beautiful thank church family blessed today service
  worship the and is good all 🙏 ❤️ hallelujah sermon pastor message powerful prayer grace faith
  hope jesus lord sunday see everyone there what time tonight youth choir music kids amazing word
  needed hear thanks sharing glory gracias bendiciones iglesia hermanos oración dios obrigado
  abençoado igreja merci prière gesegnet gottesdienst danke salamat 감사합니다 아멘 🙌 🔥 where can
  i join bible study wednesday volunteer easter christmas baptism congratulations welcome home
  miss online stream link please pray my mom healing surgery strength peace joy fellowship retreat
  camp register deadline parking address nursery coffee potluck`)

// Each appears in about one comment in 10,000: the selective searches.
export const RARE_WORDS = words('zwieback quokka xylograph fjordland kumquatly')
export const COMMON_WORD = 'amen'

const FOLLOWERS = words(`maria john grace josé ana david sarah minsu jiyeon luca chloé samuel ruth
  esther joão emma noah olivia liam mia`)
const REPLIES = [
  'Thank you for sharing!',
  'Praying with you 🙏',
  'See you Sunday!',
  'Service starts at 10am.',
  '¡Bendiciones!',
  'We would love to have you.',
]
const ACCOUNT_KINDS = words('official youth worship kids media missions choir women men students')
// Organization names combine one of each; '|' separates names that have spaces.
const NAME_PARTS = [
  'Grace|Hope|Trinity|St. Mark’s|New Life|Cornerstone|Iglesia Bautista|Calvary|Redeemer|' +
    'Église Saint-Étienne|Living Water|Bethel',
  'Community Church|Chapel|Fellowship|Parish|Tabernacle|Assembly|Cathedral',
  'Springfield|Riverside|São Paulo|Oakland|Manila|Seoul|Austin|Lyon|Madison|Guadalajara|' +
    'Portland|Nairobi|Leeds|Zürich|Denver',
].map((names) => names.split('|'))

// Everything in a handful of set-based statements (INSERT … SELECT … FROM generate_series), on
// one connection: temp tables are per session.
export async function seed(client: pg.Client, sizes: SeedSizes) {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now()
    const result = await client.query(sql, params)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds} s`)
  }
  // A bulk load of a throwaway database: no need to wait for each commit to reach the disk.
  await client.query(
    `set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '256MB'`,
  )
  const now = new Date().toISOString()

  const names = organizationNames(sizes.organizations)
  await step(
    'organizations',
    `
    insert into organizations (slug, name, name_key, contact, phone, address, website, created_at)
    select slug, name, name_key, 'Office', '+1 555 0100', '1 Main Street', 'https://example.org',
           $4::timestamptz - random() * interval '2 years'
    from unnest($1::text[], $2::text[], $3::text[]) as t(name, slug, name_key)`,
    [
      names,
      names.map((name) => slugifyOrganizationName(name)),
      names.map(organizationNameKey),
      now,
    ],
  )

  // Account n belongs to organization n % organizations; 2% need reconnection, 1% are
  // disconnected, and a few tokens run out within the notifications' 7-day window.
  await step(
    'instagram_accounts',
    `
    with orgs as (select id, slug, row_number() over (order by slug) - 1 as o from organizations)
    insert into instagram_accounts (organization_id, ig_user_id, username, name, account_type,
      followers_count, follows_count, media_count, status, token_ciphertext, token_expires_at,
      token_issued_at, scopes, status_reason, connected_at, profile_synced_at, created_at, updated_at)
    select orgs.id, (17841400000000000 + n)::text,
           left(replace(orgs.slug, '-', ''), 20) || '_' || ($2::text[])[1 + (n / $1) % 10]
             || case when n / $1 >= 10 then (n / $1)::text else '' end,
           initcap(replace(orgs.slug, '-', ' ')), 'BUSINESS',
           (200 + power(random(), 3) * 50000)::int, 300, $4::int, status,
           case when status = 'disconnected' then null else 'bench-token' end,
           case when status = 'disconnected' then null
                when n % 37 = 0 then $3::timestamptz + random() * interval '7 days'
                else $3::timestamptz + interval '8 days' + random() * interval '52 days' end,
           $3::timestamptz - interval '20 days', '{instagram_business_basic}',
           case when status = 'needs_reconnection'
                then 'Instagram no longer accepts this account’s access. Please reconnect the account.' end,
           $3::timestamptz - interval '1 year', $3::timestamptz - random() * interval '1 day',
           $3::timestamptz - interval '1 year', $3::timestamptz - random() * interval '30 days'
    from generate_series(0, $5::int - 1) n
    cross join lateral (select case when n % 50 = 7 then 'needs_reconnection'
                                    when n % 100 = 13 then 'disconnected'
                                    else 'connected' end as status) s
    join orgs on orgs.o = n % $1`,
    [sizes.organizations, ACCOUNT_KINDS, now, sizes.postsPerAccount, sizes.accounts],
  )

  await step(
    'account_syncs',
    `
    insert into account_syncs (account_id, state, media_done, media_total, last_synced_at, updated_at)
    select id, 'idle', $1::int, $1::int, profile_synced_at, profile_synced_at from instagram_accounts`,
    [sizes.postsPerAccount],
  )

  // Posts over the last 60 days; (account ordinal, post ordinal) lets comments pick one by number.
  await step(
    'media',
    `
    insert into media (account_id, ig_media_id, caption, media_type, media_url, thumbnail_url,
      permalink, like_count, comments_count, followers_at_sync, posted_at, synced_at)
    select a.id, 'm' || a.ig_user_id || '_' || p, 'Join us this Sunday! #church #' || p, 'IMAGE',
           'https://cdn.example.org/media/' || a.ig_user_id || '/' || p || '.jpg',
           'https://cdn.example.org/thumbs/' || a.ig_user_id || '/' || p || '.jpg',
           'https://www.instagram.com/p/bench' || a.ig_user_id || p,
           (random() * a.followers_count * 0.08)::int, (random() * 60)::int,
           a.followers_count, $2::timestamptz - random() * interval '60 days', $2::timestamptz
    from instagram_accounts a cross join generate_series(1, $1::int) p`,
    [sizes.postsPerAccount, now],
  )
  await client.query(`
    create temp table seed_posts as
    select (a.ig_user_id::bigint - 17841400000000000)::int as account_n,
           split_part(m.ig_media_id, '_', 2)::int as post_n,
           m.id as media_id, a.id as account_id, a.organization_id, a.username
    from media m join instagram_accounts a on a.id = m.account_id;
    create unique index on seed_posts (account_n, post_n); analyze seed_posts`)

  // Top-level comments: busy accounts get far more (account n drawn as accounts * r^1.5), newer
  // days more than older ones, and rows arrive in time order as webhooks would write them.
  // Comment number k decides its state: k % 10 in 1..3 responded, k % 200 = 4 sending, other
  // k % 10 = 4 marked done, k % 500 = 5 written by the account itself; 5% hidden. Replies below
  // rely on these rules.
  const topLevel = Math.round(sizes.comments * 0.9)
  await step(
    'comments (top level)',
    `
    insert into comments (organization_id, account_id, media_id, ig_comment_id, username, from_ig_id,
      text, like_count, hidden, is_own, response_status, response_text, responded_at,
      responded_via, done_at, commented_at)
    select p.organization_id, p.account_id, p.media_id, 'c' || k,
           case when own then p.username
                else ($4::text[])[1 + (k % 20)] || '_' || (k::bigint * 7919 % 5000) end,
           (9000000 + k::bigint * 7919 % 5000)::text,
           words || case when random() < 0.0005
                         then ' ' || ($5::text[])[1 + (k % array_length($5::text[], 1))] else '' end,
           (power(random(), 4) * 40)::int, random() < 0.05, own,
           case when own then 'not_applicable' when k % 10 between 1 and 3 then 'responded'
                when k % 200 = 4 then 'sending' when k % 10 = 4 then 'done' else 'pending' end,
           case when not own and k % 10 between 1 and 3 then ($6::text[])[1 + k % 6] end,
           case when not own and k % 10 between 1 and 3
                then at + random() * least(interval '6 hours', $2::timestamptz - at) end,
           case when not own and k % 10 between 1 and 3
                then (case when k % 10 = 3 then 'instagram' else 'flock' end) end,
           case when not own and k % 10 = 4 and k % 200 <> 4 then at + interval '1 hour' end,
           at
    from (
      select k, k % 500 = 5 as own,
             $2::timestamptz - interval '90 days' * power(random(), 1.6) as at,
             floor($7::int * power(random(), 1.5))::int as account_n,
             1 + floor(random() * $8::int)::int as post_n,
             array_to_string(array(
               select ($3::text[])[1 + floor(power(random(), 2.2) * array_length($3::text[], 1))::int]
               from generate_series(1, 2 + (k % 9))), ' ') as words
      from generate_series(1, $1::int) k
    ) c
    join seed_posts p using (account_n, post_n)
    order by at`,
    [
      topLevel,
      now,
      VOCABULARY,
      FOLLOWERS,
      RARE_WORDS,
      REPLIES,
      sizes.accounts,
      sizes.postsPerAccount,
    ],
  )

  // Replies (the rest): odd ones from followers on any comment, even ones from the account
  // itself on a comment it answered (k % 10 in 1..3 above).
  await step(
    'comments (replies)',
    `
    insert into comments (organization_id, account_id, media_id, ig_comment_id, parent_id,
      ig_parent_id, username, from_ig_id, text, is_own, response_status, commented_at)
    select p.organization_id, p.account_id, p.media_id, 'r' || r, p.id, p.ig_comment_id,
           case when own then a.username else ($4::text[])[1 + (r % 20)] || '_' || (r % 5000) end,
           case when own then a.ig_user_id else (9000000 + r % 5000)::text end,
           case when own then ($5::text[])[1 + r % 6] else 'Amen! ' || ($4::text[])[1 + r % 20] end,
           own, 'not_applicable',
           p.commented_at + random() * least(interval '2 days', $3::timestamptz - p.commented_at)
    from (
      select r, r % 2 = 0 as own,
             case when r % 2 = 0 then 10 * floor(random() * ($2::int / 10 - 1))::int + 1 + r % 3
                  else 1 + floor(random() * $2::int)::int end as parent_k
      from generate_series(1, $1::int) r
    ) s
    join comments p on p.ig_comment_id = 'c' || s.parent_k
    join instagram_accounts a on a.id = p.account_id
    order by p.commented_at`,
    [sizes.comments - topLevel, topLevel, now, FOLLOWERS, REPLIES],
  )

  // Replies sent through Flock, most delivered, some failed for good (the bell shows those).
  await step(
    'outgoing_messages',
    `
    insert into outgoing_messages (organization_id, account_id, work_item_id, media_id, kind, message,
      idempotency_key, status, ig_comment_id, attempts, last_error, created_at, sent_at)
    select c.organization_id, c.account_id, c.id, c.media_id, 'reply', 'Thank you for sharing!',
           gen_random_uuid()::text, status,
           case when status = 'sent' then 'out' || m end, 1,
           case when status = 'failed' then 'The comment was deleted on Instagram.' end,
           c.commented_at + interval '1 hour',
           case when status = 'sent' then c.commented_at + interval '1 hour' end
    from generate_series(1, $1::int) m
    cross join lateral (select case when m % 100 < 90 then 'sent' when m % 100 < 95 then 'failed'
                                    when m % 100 < 98 then 'discarded' else 'queued' end as status) s
    join comments c on c.ig_comment_id = 'c' || (10 * m + 1)`,
    [Math.min(Math.max(100, Math.round(sizes.comments * 0.003)), Math.floor(topLevel / 10) - 1)],
  )

  // The pastoral classifier's flags on about 2% of follower comments: prayer requests most,
  // crisis rarest (about 1 in 2,000), as the inbox's flag filter meets them.
  await step(
    'comment_flags',
    `
    insert into comment_flags (work_item_id, flag, organization_id, created_at)
    select id, flag, organization_id, commented_at
    from (
      select id, organization_id, commented_at, abs(hashtext(ig_comment_id)) % 10000 as h
      from comments where parent_id is null and not is_own
    ) c
    cross join lateral (select case when h < 130 then 'prayer' when h < 160 then 'grief'
                                    when h < 165 then 'crisis' when h < 200 then 'contact' end
                          as flag) f
    where f.flag is not null`,
  )

  // Without it, index-only scans would still visit the heap (no visibility map yet); autovacuum
  // gets there in production too, insert-only tables included.
  const started = performance.now()
  await client.query('vacuum (analyze)')
  console.log(`  vacuum (analyze) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

function organizationNames(count: number): string[] {
  const [first, second, third] = NAME_PARTS as [string[], string[], string[]]
  const names = new Set<string>()
  for (let n = 0; names.size < count; n += 1) {
    const base = `${first[n % first.length]} ${second[n % second.length]} ${third[n % third.length]}`
    // The three lists cycle together; once their combinations repeat, a number tells them apart.
    names.add(names.has(base) ? `${base} ${n}` : base)
  }
  return [...names]
}

function words(list: string): string[] {
  return list.trim().split(/\s+/)
}
