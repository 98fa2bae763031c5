import { performance } from 'node:perf_hooks'
import type pg from 'pg'

export interface MessageSeedSizes {
  conversations: number
  messages: number
  mentions: number
}

const FOLLOWERS = `maria john grace josé ana david sarah minsu jiyeon luca chloé samuel ruth esther
  joão emma noah olivia liam mia`
  .trim()
  .split(/\s+/)
const LINES = [
  'Hi! What time is the service on Sunday?',
  'Could you pray for my mom? She has surgery on Friday.',
  'Thank you so much for last night 🙏',
  'Is there parking near the church?',
  'How do I sign my kids up for the youth camp?',
  '¿A qué hora es la misa en español?',
  'Loved the sermon today, where can I watch it again?',
  'Can I volunteer for the food drive?',
]

// Direct messages and mentions beside a seeded inbox (scale-seed.ts first: it makes the
// organizations and accounts), set-based like it: conversations spread over the accounts (busy
// accounts get more), messages spread over the conversations (a few long threads, most short),
// over the last 90 days. Each conversation and mention is a work item (decision 072); their work
// state follows the comments' shares: about half open, a third responded, the rest done.
export async function seedMessages(client: pg.Client, sizes: MessageSeedSizes) {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now()
    const result = await client.query(sql, params)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds} s`)
  }
  await client.query(`set synchronous_commit = off; set work_mem = '256MB'`)
  const now = new Date().toISOString()
  await client.query(`
    create temp table seed_accounts as
    select row_number() over (order by ig_user_id) - 1 as account_n, id as account_id,
           organization_id, username
    from instagram_accounts;
    create unique index on seed_accounts (account_n); analyze seed_accounts`)
  const accounts = (
    await client.query<{ n: number }>('select count(*)::int as n from seed_accounts')
  ).rows[0]!.n

  // Conversation k: its account drawn as accounts * r^1.5 (busy accounts first), its last
  // message within 90 days (newer ones more likely), its state by k.
  await client.query(
    `
    create temp table seed_conversations as
    select gen_random_uuid() as id, k, a.account_id, a.organization_id,
           ($2::text[])[1 + k % 20] || '_' || k as username,
           (5000000000000000 + k)::text as follower_ig_id,
           $3::timestamptz - interval '90 days' * power(random(), 1.6) as last_at,
           case when k % 10 between 1 and 3 then 'responded' when k % 10 in (4, 5) then 'done'
                else 'pending' end as status
    from (select k, floor($4::int * power(random(), 1.5))::int as account_n
          from generate_series(1, $1::int) k) c
    join seed_accounts a using (account_n)`,
    [sizes.conversations, FOLLOWERS, now, accounts],
  )
  await client.query('create unique index on seed_conversations (k); analyze seed_conversations')
  await step(
    'work_items (conversations)',
    `
    insert into work_items (id, kind, organization_id, account_id, created_at, response_status,
      first_response_at, done_at, last_activity_at)
    select id, 'conversation', organization_id, account_id, last_at - interval '2 days', status,
           case when status <> 'pending' then last_at - interval '1 day' end,
           case when status = 'done' then last_at end, last_at
    from seed_conversations c order by c.last_at`,
  )
  await step(
    'direct_conversations',
    `
    insert into direct_conversations (id, organization_id, account_id, follower_ig_id, username,
      ig_conversation_id, last_message_at, last_message_text, last_message_direction,
      last_inbound_at, unanswered, created_at)
    select id, organization_id, account_id, follower_ig_id, username, 'conv_' || k, last_at,
           ($1::text[])[1 + k % array_length($1::text[], 1)],
           case when status = 'responded' then 'outbound' else 'inbound' end,
           case when status = 'responded' then last_at - interval '1 hour' else last_at end,
           case when status = 'pending' then 1 + k % 3 else 0 end, last_at - interval '2 days'
    from seed_conversations c order by c.last_at`,
    [LINES],
  )
  // Message m goes to conversation conversations * r^2 (a few long threads, most short), sent
  // within the two days before that conversation's last message; a third are the account's.
  await step(
    'direct_messages',
    `
    insert into direct_messages (conversation_id, ig_message_id, direction, text, sent_at)
    select c.id, 'mid_' || m, case when m % 3 = 0 then 'outbound' else 'inbound' end,
           ($3::text[])[1 + m % array_length($3::text[], 1)],
           c.last_at - random() * interval '2 days'
    from (select m, 1 + floor($2::int * power(random(), 2))::int as k
          from generate_series(1, $1::int) m) d
    join seed_conversations c using (k)`,
    [sizes.messages, sizes.conversations, LINES],
  )
  await step(
    'work_items (mentions)',
    `
    with seeded as (
      select gen_random_uuid() as id, k, a.account_id, a.organization_id,
             $3::timestamptz - interval '90 days' * power(random(), 1.6) as at
      from (select k, floor($2::int * power(random(), 1.5))::int as account_n
            from generate_series(1, $1::int) k) d
      join seed_accounts a using (account_n)),
    items as (
      insert into work_items (id, kind, organization_id, account_id, created_at, response_status,
        done_at, last_activity_at)
      select id, 'mention', organization_id, account_id, at,
             case when k % 10 = 1 then 'responded' when k % 10 = 2 then 'done' else 'pending' end,
             case when k % 10 = 2 then at + interval '1 hour' end, at
      from seeded order by at
      returning id)
    insert into mentions (id, organization_id, account_id, ig_comment_id, ig_media_id, username,
      text, caption, permalink, mentioned_at)
    select s.id, s.organization_id, s.account_id, 'mc' || s.k, 'mm' || s.k,
           ($4::text[])[1 + s.k % 20] || '_' || s.k, 'So blessed by @' || a.username || ' today!',
           false, 'https://www.instagram.com/p/mention' || s.k, s.at
    from seeded s join seed_accounts a using (account_id) join items using (id)`,
    [sizes.mentions, accounts, now, FOLLOWERS],
  )
  // The pastoral classifier's flags on about 2% of conversations, as on comments.
  await step(
    'comment_flags (conversations)',
    `
    insert into comment_flags (work_item_id, flag, organization_id, created_at)
    select id, flag, organization_id, last_at
    from seed_conversations
    cross join lateral (select case when k % 100 = 7 then 'prayer' when k % 200 = 11 then 'grief'
                                    when k % 2000 = 13 then 'crisis' end as flag) f
    where f.flag is not null`,
  )
  const started = performance.now()
  await client.query('vacuum (analyze) work_items, direct_conversations, direct_messages, mentions')
  console.log(`  vacuum (analyze) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
