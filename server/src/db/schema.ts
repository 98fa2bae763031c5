// drizzle-kit loads this file without the @common alias, hence the relative imports. Every
// enum is declared once, in common/ (the API's zod schemas), and its column takes the same tuple.
import { ACCOUNT_STATUSES, SYNC_STATES } from '../../../common/src/schemas/account'
import { ASSET_KINDS } from '../../../common/src/schemas/asset'
import { ROLES } from '../../../common/src/schemas/auth'
import { BACKUP_STATUSES } from '../../../common/src/schemas/backup'
import {
  BULK_ITEM_STATES,
  BULK_JOB_STATES,
  INSTAGRAM_BULK_ACTIONS,
} from '../../../common/src/schemas/bulk'
import {
  COMMENT_ACTIVITY_KINDS,
  OUTGOING_KINDS,
  OUTGOING_STATUSES,
  RESPONDED_VIA,
  RESPONSE_STATUSES,
} from '../../../common/src/schemas/comment'
import { DATA_DELETION_STATUSES } from '../../../common/src/schemas/data-deletion'
import {
  DM_DIRECTIONS,
  DM_READERS,
  DM_RESPONSE_STATUSES,
} from '../../../common/src/schemas/direct-messages'
import type { TBusinessHoursSlot } from '../../../common/src/schemas/business-hours'
import { PASTORAL_FLAGS } from '../../../common/src/schemas/pastoral'
import { POST_KINDS, POST_LEDGER_STEPS, POST_STATES } from '../../../common/src/schemas/posts'
import { APPROVAL_MODES } from '../../../common/src/schemas/reply-approval'
import { RULE_HIDE_STATES, USERNAME_MATCHES } from '../../../common/src/schemas/rules'
import { CHURCH_ROLES, TEAM_ROLES } from '../../../common/src/schemas/roles'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

// user, session, account and verification follow better-auth's model names and fields. Its
// `account` is a way to sign in (for Flock, an email and password hash); in Flock's code it is the
// sign-in account, never to be confused with an Instagram account (instagramAccounts).
// role says which side a person is on ('admin': agency staff, 'client': church people); the
// web app and guards key on it. team_role is the agency staff's place in the team (decision 035).
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    teamRole: text('team_role', { enum: TEAM_ROLES }),
    // Set when an Owner deactivates a teammate: they cannot sign in, their sessions are gone,
    // and their name stays on what they did.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // Set by better-auth's two-factor plugin once an authenticator code confirmed the secret
    // (decision 073); its sign-in then asks for a code after the password.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  // Agency staff always have a team role and church people never do: a CHECK written by hand in
  // migration 0014_teams_and_roles, after existing admins became Owners.
)

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
)

export const signInAccount = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
)

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
)

// better-auth's two-factor plugin's model (decision 073): the authenticator secret and the
// recovery codes, both encrypted with BETTER_AUTH_SECRET; one row per person (migration 0044).
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    // False between setup and the first code that confirms it.
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('two_factor_user_id_idx').on(table.userId),
    index('two_factor_secret_idx').on(table.secret),
  ],
)

// The agency's security settings, changed by its Owners on the team page: one row at most, none
// until first saved (then nothing is required). A trigger of migration 0044 makes every process
// forget its cached actors when it changes.
export const agencySecuritySettings = pgTable(
  'agency_security_settings',
  {
    id: boolean('id').primaryKey().default(true),
    requireTwoFactor: boolean('require_two_factor').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [check('agency_security_settings_one_row', sql`${table.id}`)],
)

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    // The loose form of the name (see organizationNameKey); unique so two churches cannot share one.
    nameKey: text('name_key').notNull().unique(),
    // The name key's TR39 skeleton (lib/confusable-skeleton.ts): unique too, so "Church Alpha"
    // with a Cyrillic А cannot register beside "Church Alpha". Null only until it is computed
    // after the migrations (db/organization-name-skeletons.ts).
    nameSkeleton: text('name_skeleton'),
    // Set on a church that already looked like an older one when look-alikes began to be
    // refused: both are kept, this one outside the unique index, for the agency to review.
    lookAlikeOf: uuid('look_alike_of'),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    // "Sundays 10:00 and 18:00", filled into saved replies as {church.service_times}.
    serviceTimes: text('service_times').notNull().default(''),
    logoUrl: text('logo_url'),
    // The logo is the profile picture of one of the organization's own Instagram accounts, read
    // from the account each time, since Instagram's picture addresses change.
    logoAccountId: uuid('logo_account_id').references((): AnyPgColumn => instagramAccounts.id, {
      onDelete: 'set null',
    }),
    // Who among the church's people may read its direct messages (decision 072).
    dmReaders: text('dm_readers', { enum: DM_READERS }).notNull().default('owner'),
    ...timestamps,
  },
  // Admin search matches any part of the name; the list itself is ordered by name_key's index.
  (table) => [
    index('organizations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // Its name contains "name_key": a violation is reported as the name being taken.
    uniqueIndex('organizations_name_key_skeleton_unique')
      .on(table.nameSkeleton)
      .where(sql`look_alike_of is null`),
  ],
)

export const memberships = pgTable(
  'memberships',
  {
    // One organization per client user for now; the key makes that a rule, not a habit.
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHURCH_ROLES }).notNull().default('member'),
    // A Member the Owner allowed to connect and revoke the church's Instagram accounts (an Owner
    // always may); migration 0044.
    manageAccounts: boolean('manage_accounts').notNull().default(false),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('memberships_organization_id_idx').on(table.organizationId)],
)

// An invitation to join the agency's team or a church. Only the SHA-256 of its token is stored;
// accepting it is one conditional update, so a link works once, until it expires or is revoked.
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['team', 'church'] }).notNull(),
    teamRole: text('team_role', { enum: TEAM_ROLES }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    churchRole: text('church_role', { enum: CHURCH_ROLES }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    // The inviter's name as it was, for the page of an expired link once they are gone.
    invitedByName: text('invited_by_name'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    index('invitations_organization_idx').on(table.organizationId),
    index('invitations_email_idx').on(table.email),
    check(
      'invitations_kind_fields',
      sql`(${table.kind} = 'team' and ${table.teamRole} is not null and ${table.organizationId} is null)
        or (${table.kind} = 'church' and ${table.churchRole} is not null and ${table.organizationId} is not null)`,
    ),
  ],
)

// Fixed-window counters shared by every server process (sign-in, sign-up, admin setup).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
})

// One-time codes for /create-admin, printed in the server log; only their hashes are stored.
export const adminSetupCodes = pgTable(
  'admin_setup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [uniqueIndex('admin_setup_codes_hash_idx').on(table.codeHash)],
)

// An Instagram professional account connected by an organization. Keyed by the professional
// account id (`user_id` from /me, the id webhooks carry), kept as a string: it exceeds 2^53.
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    igUserId: text('ig_user_id').notNull().unique(),
    appScopedId: text('app_scoped_id'),
    username: text('username').notNull(),
    name: text('name'),
    accountType: text('account_type'),
    profilePictureUrl: text('profile_picture_url'),
    followersCount: integer('followers_count').notNull().default(0),
    followsCount: integer('follows_count'),
    mediaCount: integer('media_count'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('connected'),
    // AES-256-GCM ciphertext of the long-lived token; null whenever access is revoked.
    tokenCiphertext: text('token_ciphertext'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    scopes: text('scopes').array().notNull().default([]),
    statusReason: text('status_reason'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    profileSyncedAt: timestamp('profile_synced_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('instagram_accounts_organization_idx').on(table.organizationId, table.username),
    index('instagram_accounts_token_expiry_idx').on(table.tokenExpiresAt),
    // The admin list across organizations, by username, and its search on any part of it.
    index('instagram_accounts_username_idx').on(table.username, table.id),
    index('instagram_accounts_username_trgm_idx').using('gin', table.username.op('gin_trgm_ops')),
    // The bell's accounts to reconnect, most recently changed first.
    index('instagram_accounts_status_updated_idx').on(table.status, table.updatedAt),
  ],
)

// The 16-character state of one Business Login round trip, bound to the user who started it.
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  // Set when the flow grants access again to a known account: it must come back as that account.
  accountId: uuid('account_id').references(() => instagramAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamps.createdAt,
})

// Instagram's data-deletion callback asks us to erase an account's data and give the person a
// code and a page to check on it.
export const dataDeletionRequests = pgTable('data_deletion_requests', {
  confirmationCode: text('confirmation_code').primaryKey(),
  igUserId: text('ig_user_id').notNull(),
  status: text('status', { enum: DATA_DELETION_STATUSES }).notNull(),
  accountsDeleted: integer('accounts_deleted').notNull(),
  createdAt: timestamps.createdAt,
})

// Meta's signed_request callbacks already acted on, by their signature's bytes in hex (decision
// 069): the primary key makes a replay fail even when two copies arrive at once. Pruned once
// their issued_at is too old to be accepted anyway.
export const signedRequestReceipts = pgTable('signed_request_receipts', {
  signature: text('signature').primaryKey(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

// A post of a connected account, as last synced.
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    igMediaId: text('ig_media_id').notNull().unique(),
    caption: text('caption').notNull().default(''),
    mediaType: text('media_type'),
    mediaUrl: text('media_url'),
    thumbnailUrl: text('thumbnail_url'),
    permalink: text('permalink'),
    likeCount: integer('like_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    // comments_count as it was when every comment of the post was last stored; null until then.
    // A sync reads a post's comments again while the two differ, so one that was cut short is
    // finished by the next sync instead of being taken as done.
    commentsSyncedCount: integer('comments_synced_count'),
    // The account's followers when this post was synced: the base of its engagement rate.
    followersAtSync: integer('followers_at_sync').notNull().default(0),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    // When Instagram refused this post's insights for good (deleted there, or a kind without
    // them, such as a story): the sync asks no more, and goes on with the other posts.
    insightsRefusedAt: timestamp('insights_refused_at', { withTimezone: true }),
    // A live broadcast's post: when Flock learnt the broadcast had ended (decision 077); null
    // while it is on air, and for every other post.
    liveEndedAt: timestamp('live_ended_at', { withTimezone: true }),
    // The post's engagement in percent of its account's followers, worked out when the row is
    // written rather than for every post of two weeks on each dashboard load (numeric division
    // was most of that query's time). Null without followers: such a post has no rate.
    engagementRate: numeric('engagement_rate').generatedAlwaysAs(
      sql`("like_count" + "comments_count")::numeric / nullif("followers_at_sync", 0) * 100`,
    ),
  },
  (table) => [
    // Ascending on purpose, like the comments indexes: read backwards it serves ORDER BY … DESC.
    index('media_account_posted_idx').on(table.accountId, table.postedAt),
    // Posts by time across all accounts.
    index('media_posted_idx').on(table.postedAt),
    // The dashboard's engagement rate over the posts of the last two weeks, read from the index
    // alone.
    index('media_engagement_idx')
      .on(table.postedAt, table.engagementRate)
      .where(sql`${table.followersAtSync} > 0`),
  ],
)

// The unit of work (decision 062): every kind of conversation the team works on is a work item,
// and the work hanging off it (replies on their way, read state, labels, activity, notes,
// presence, flags, pastoral cases, bulk items, rule hides) is keyed by work_item_id. A comment's
// item shares the comment's id; triggers on comments (migration 0040) write, move and delete it
// with the comment, so nothing else writes this table for comments.
export const WORK_ITEM_KINDS = ['comment', 'conversation', 'mention'] as const
export const workItems = pgTable(
  'work_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: WORK_ITEM_KINDS }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    // Work state of conversations and mentions (decision 072, stage 2a); comments keep theirs on
    // comments until stage 2 of decision 062, so these stay null for them.
    assigneeId: text('assignee_id').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    responseStatus: text('response_status', { enum: DM_RESPONSE_STATUSES }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  },
  (table) => [
    check('work_items_kind_check', sql`${table.kind} in ('comment', 'conversation', 'mention')`),
    check(
      'work_items_response_status_check',
      sql`${table.responseStatus} is null or ${table.responseStatus} in ('pending', 'responded', 'done')`,
    ),
    index('work_items_organization_idx').on(table.organizationId),
    index('work_items_account_idx').on(table.accountId),
    index('work_items_activity_idx')
      .on(table.kind, table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment'`),
    // kind=all: conversations and mentions together by time (migration 0049).
    index('work_items_any_kind_activity_idx')
      .on(table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment'`),
    index('work_items_status_activity_idx')
      .on(table.kind, table.responseStatus, table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment'`),
    index('work_items_assignee_activity_idx')
      .on(table.assigneeId, table.kind, table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment' and assignee_id is not null`),
    index('work_items_org_activity_idx')
      .on(table.organizationId, table.kind, table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment'`),
    // One church's open, done or responded conversations and mentions (migration 0049).
    index('work_items_org_status_activity_idx')
      .on(table.organizationId, table.kind, table.responseStatus, table.lastActivityAt, table.id)
      .where(sql`kind <> 'comment'`),
  ],
)

// A follower's direct-message thread with one account (decision 072): a work item of kind
// conversation, sharing its id. One per (account, follower).
export const directConversations = pgTable(
  'direct_conversations',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    // The follower's Instagram-scoped id (IGSID).
    followerIgId: text('follower_ig_id').notNull(),
    username: text('username').notNull(),
    igConversationId: text('ig_conversation_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageText: text('last_message_text'),
    lastMessageDirection: text('last_message_direction', { enum: DM_DIRECTIONS }),
    // The follower's last message: Instagram's 24-hour window runs from it.
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    unanswered: integer('unanswered').notNull().default(0),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('direct_conversations_follower_idx').on(table.accountId, table.followerIgId),
    index('direct_conversations_organization_idx').on(
      table.organizationId,
      table.lastMessageAt,
      table.id,
    ),
    // The reports: conversations with a message since a period's start (decision 074).
    index('direct_conversations_last_message_idx').on(table.lastMessageAt),
  ],
)

export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => directConversations.id, { onDelete: 'cascade' }),
    igMessageId: text('ig_message_id').notNull(),
    direction: text('direction', { enum: DM_DIRECTIONS }).notNull(),
    sentByFlockUser: text('sent_by_flock_user').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
    outgoingMessageId: uuid('outgoing_message_id').references(
      (): AnyPgColumn => outgoingMessages.id,
      { onDelete: 'set null' },
    ),
    isEcho: boolean('is_echo').notNull().default(false),
    // null once unsent or erased.
    text: text('text'),
    attachments: jsonb('attachments')
      .$type<{ type: string; url: string | null }[]>()
      .notNull()
      .default([]),
    storyReplyTo: jsonb('story_reply_to').$type<{ id: string | null; url: string | null }>(),
    storyMention: boolean('story_mention').notNull().default(false),
    replyToIgId: text('reply_to_ig_id'),
    postback: jsonb('postback').$type<{ title: string; payload: string }>(),
    unsupported: boolean('unsupported').notNull().default(false),
    followerReaction: text('follower_reaction'),
    accountReaction: text('account_reaction'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('direct_messages_ig_message_id_idx').on(table.igMessageId),
    index('direct_messages_thread_idx').on(table.conversationId, table.sentAt, table.id),
    uniqueIndex('direct_messages_outgoing_idx')
      .on(table.outgoingMessageId)
      .where(sql`outgoing_message_id is not null`),
    check('direct_messages_direction_check', sql`${table.direction} in ('inbound', 'outbound')`),
  ],
)

// A comment or caption elsewhere that @mentions one of the accounts: a work item of kind mention.
export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    igCommentId: text('ig_comment_id'),
    igMediaId: text('ig_media_id').notNull(),
    username: text('username').notNull().default(''),
    text: text('text').notNull().default(''),
    caption: boolean('caption').notNull().default(false),
    mediaUrl: text('media_url'),
    permalink: text('permalink'),
    mentionedAt: timestamp('mentioned_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('mentions_source_idx').on(
      table.accountId,
      table.igMediaId,
      sql`coalesce(${table.igCommentId}, '')`,
    ),
    // The reports: mentions of a period (decision 074).
    index('mentions_period_idx').on(table.mentionedAt, table.organizationId, table.accountId),
  ],
)

// Follower comments and replies. Organization and account are copied onto each row so the inbox
// filters and tenancy checks need no joins.
export const comments = pgTable(
  'comments',
  {
    // The comment's work item has its id (decision 062). The key is DEFERRABLE INITIALLY DEFERRED
    // in migration 0040 (the item is written by a trigger after the comment's insert), which
    // Drizzle cannot spell.
    id: uuid('id')
      .primaryKey()
      .defaultRandom()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    igCommentId: text('ig_comment_id').notNull().unique(),
    // Replies point at their top-level comment; top-level comments have none.
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    igParentId: text('ig_parent_id'),
    username: text('username').notNull(),
    fromIgId: text('from_ig_id'),
    text: text('text').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    // Written by the account itself (a reply from Flock or from the Instagram app).
    isOwn: boolean('is_own').notNull().default(false),
    // A comment on a live broadcast (decision 077): no public reply, a private one while on air.
    isLive: boolean('is_live').notNull().default(false),
    responseStatus: text('response_status', { enum: RESPONSE_STATUSES })
      .notNull()
      .default('pending'),
    responseText: text('response_text'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedVia: text('responded_via', { enum: RESPONDED_VIA }),
    // The teammate whose reply from Flock answered it; null for answers written on Instagram.
    respondedBy: text('responded_by').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
    // The teammate who last hid or unhid it, and when.
    hiddenChangedBy: text('hidden_changed_by').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
    hiddenChangedAt: timestamp('hidden_changed_at', { withTimezone: true }),
    // The teammate who marked it done ("no reply needed"), and when; cleared on reopening.
    doneBy: text('done_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    // The teammate it is assigned to; null when nobody's.
    assigneeId: text('assignee_id').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
    // The agency's first answer: the earliest of its public reply reaching Instagram (or one
    // written on Instagram) and a private reply sent; Done or hidden is not an answer (decision
    // 074). Kept by the comments_first_response trigger (it only ever moves earlier), so reports
    // read it instead of the history.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseBy: text('first_response_by').references((): AnyPgColumn => user.id, {
      onDelete: 'set null',
    }),
  },
  // The inbox orders by (commented_at DESC, id DESC), which PostgreSQL reads as NULLS FIRST. An
  // ascending index read backwards gives exactly that order; a DESC index (drizzle writes DESC
  // NULLS LAST) gives another, so the planner could not use it and sorted the whole table.
  (table) => [
    // is_own is a key column only so the dashboard's day counts are index-only scans.
    index('comments_inbox_idx').on(table.commentedAt, table.id, table.isOwn),
    index('comments_account_inbox_idx').on(table.accountId, table.commentedAt, table.id),
    index('comments_status_inbox_idx').on(table.responseStatus, table.commentedAt, table.id),
    // Comments awaiting a reply (awaitingReply, word for word, so the planner can match it): the
    // Pending tab of one account, and the bell's newest awaiting comment and count per account.
    index('comments_awaiting_idx')
      .on(table.accountId, table.commentedAt, table.id)
      .where(
        sql`${table.parentId} is null and not ${table.isOwn} and not ${table.hidden} and ${table.responseStatus} in ('pending', 'sending')`,
      ),
    // The bell's comments awaiting a reply that Flock received after a moment: created_at is when
    // Flock stored the comment, commented_at Instagram's time, which can be hours earlier.
    index('comments_awaiting_received_idx')
      .on(table.accountId, table.createdAt, table.id)
      .where(
        sql`${table.parentId} is null and not ${table.isOwn} and not ${table.hidden} and ${table.responseStatus} in ('pending', 'sending')`,
      ),
    index('comments_organization_status_idx').on(table.organizationId, table.responseStatus),
    index('comments_parent_idx').on(table.parentId),
    index('comments_media_idx').on(table.mediaId, table.commentedAt, table.id),
    index('comments_assignee_idx').on(table.assigneeId, table.commentedAt, table.id),
    // "Assigned to me" counted on every inbox load: the teammate's open comments, index only,
    // narrowed by account or organization without visiting the table.
    index('comments_assignee_open_idx')
      .on(table.assigneeId, table.accountId, table.organizationId)
      .where(
        sql`${table.parentId} is null and not ${table.isOwn} and not ${table.hidden} and ${table.responseStatus} in ('pending', 'sending')`,
      ),
    // The inbox filtered by church (organization), newest or oldest first; a church's own
    // conversations on the portal too.
    index('comments_organization_inbox_idx').on(table.organizationId, table.commentedAt, table.id),
    // The Hidden view across every account: hidden comments are few, so a walk down
    // comments_inbox_idx would read most of the table to fill a page.
    index('comments_hidden_inbox_idx')
      .on(table.commentedAt, table.id)
      .where(sql`${table.parentId} is null and not ${table.isOwn} and ${table.hidden}`),
    // Inbox search matches the commenter's username as well as the text. Both trigram indexes
    // keep a 128 kB pending list (migration 0024, by hand): a search reads all of it.
    index('comments_username_trgm_idx').using('gin', table.username.op('gin_trgm_ops')),
    // A commenter's other comments on any account, newest first (the comment's detail): by
    // Instagram's id of the person, or by username where Instagram gave none.
    index('comments_from_idx').on(table.fromIgId, table.commentedAt, table.id),
    index('comments_username_idx').on(table.username, table.commentedAt, table.id),
    // Response-time reports: follower top-level comments of a period, read index-only.
    index('comments_first_response_idx')
      .on(
        table.commentedAt,
        table.organizationId,
        table.accountId,
        table.firstResponseAt,
        table.firstResponseBy,
      )
      .where(sql`${table.parentId} is null and not ${table.isOwn}`),
    // Inbox search matches any part of a comment's text (migration 0003 made it by hand).
    index('comments_text_trgm_idx').using('gin', table.text.op('gin_trgm_ops')),
  ],
)

// Per-account totals of comments, for the inbox tabs and the organization and account cards,
// which would otherwise count up to every comment on each request. Kept by statement triggers on
// comments (migration 0007_inbox_at_scale), so they stay exact whichever path writes a comment;
// the rules mirror comment-conditions.ts and comment-counts.test.ts holds them together.
export const commentCounts = pgTable(
  'comment_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    // As on the comments themselves, so per-organization sums need no join.
    organizationId: uuid('organization_id').notNull(),
    // fromFollowers: every comment not written by the account, replies included.
    fromFollowers: integer('from_followers').notNull().default(0),
    // The inbox's All tab: top-level comments from followers.
    inbox: integer('inbox').notNull().default(0),
    // awaitingReply, and the inbox's Pending tab.
    awaitingReply: integer('awaiting_reply').notNull().default(0),
    // The inbox's Responded tab.
    responded: integer('responded').notNull().default(0),
    // The inbox's Done tab: top-level follower comments marked done.
    done: integer('done').notNull().default(0),
    // The inbox's Hidden tab: top-level follower comments hidden on Instagram.
    hidden: integer('hidden').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.organizationId] }),
    index('comment_counts_organization_idx').on(table.organizationId),
  ],
)

// Per teammate and account, the open comments assigned to them: the inbox's "Assigned to me"
// count (decision 059), which would otherwise count that teammate's comments on every request.
// Kept by statement triggers on comments (migration 0037_assigned_open_counts) like
// comment_counts; assigned-open-counts.test.ts checks it against the inbox's own condition.
export const assignedOpenCounts = pgTable(
  'assigned_open_counts',
  {
    // No foreign key: a teammate's deletion sets their comments' assignee to null, and the
    // triggers bring their rows to zero whichever of the two happens first.
    userId: text('user_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    // As on the comments themselves, so per-organization sums need no join.
    organizationId: uuid('organization_id').notNull(),
    // Top-level follower comments awaiting a reply (awaitingReply) assigned to userId.
    awaitingReply: integer('awaiting_reply').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId, table.organizationId] })],
)

// Who deleted which comment and when. The comment itself is gone, on Instagram and here; this
// keeps only its Instagram id and where it was, never its text.
export const commentDeletions = pgTable(
  'comment_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    igCommentId: text('ig_comment_id').notNull(),
    // The thread it was in: its top-level comment, or itself for a top-level comment.
    threadId: uuid('thread_id').notNull(),
    deletedBy: text('deleted_by').references(() => user.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('comment_deletions_organization_idx').on(table.organizationId)],
)

// Rollups of comments kept by statement triggers on comments (decision 037), so the dashboard and
// the bell read a bounded number of rows however many comments there are. comment-rollups.test.ts
// checks every one against counting the comments with the conditions in comment-conditions.ts.

// Follower comments (fromFollowers) per 15 minutes of Instagram time (commented_at): every time
// zone's midnight falls on a quarter hour, so a local day is a sum of whole quarters. Spread over
// a few shards picked from the account, not one row per quarter, so concurrent syncs rarely wait
// on each other, and not one per account, so a day is at most 96 x shards rows to sum.
export const followerCommentQuarters = pgTable(
  'follower_comment_quarters',
  {
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    shard: integer('shard').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.quarter, table.shard] })],
)

// Comments awaiting a reply (awaitingReply) per account, per UTC hour and per UTC day of when
// Flock received them (created_at): "new since the last read" is whole days and hours after it
// plus the rest of one hour counted on comments_awaiting_received_idx.
export const awaitingReceivedBuckets = pgTable(
  'awaiting_received_buckets',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    span: text('span', { enum: ['hour', 'day'] }).notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.organizationId, table.span, table.bucket] }),
  ],
)

// Follower top-level comments (the inbox's) per account and UTC hour of their Instagram time,
// and how many of them are now replied, done and hidden: the reports' volume charts and busiest
// hours sum these, not the comments. Kept by the comment_hour_rollups_* statement triggers
// (migration reports); reports.test.ts checks them against counting the comments.
export const commentHourRollups = pgTable(
  'comment_hour_rollups',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    received: integer('received').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    done: integer('done').notNull().default(0),
    hidden: integer('hidden').notNull().default(0),
    // Done or hidden without any reply reaching the follower (migration 0045, decision 074).
    closedUnanswered: integer('closed_unanswered').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.organizationId, table.hour] }),
    index('comment_hour_rollups_hour_idx').on(table.hour),
    // One church's report reads its own rows only.
    index('comment_hour_rollups_organization_idx').on(table.organizationId, table.hour),
  ],
)

// First response times of follower top-level comments per account, first responder ('' when
// nobody in Flock answered) and UTC hour of the comment, counted per bucket: bucket_seconds is
// the time rounded up to the minute below 1 h, to 5 min below 12 h, to the hour below 7 days and
// to the day beyond. The reports read medians and 90th percentiles from it instead of scanning
// comments; statement triggers keep it exact (decision 045).
export const responseTimeRollups = pgTable(
  'response_time_rollups',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    responder: text('responder').notNull().default(''),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    bucketSeconds: integer('bucket_seconds').notNull(),
    answered: integer('answered').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.accountId,
        table.organizationId,
        table.hour,
        table.responder,
        table.bucketSeconds,
      ],
    }),
    index('response_time_rollups_hour_idx').on(table.hour),
    index('response_time_rollups_organization_idx').on(table.organizationId, table.hour),
  ],
)

// The agency-wide report's rollups (decision 049): per church and local day in the agency's
// time zone, so 90 days of 200 churches are 18,000 rows however many comments there are. The
// zone they were cut in is report_rollup_zone's; the server rebuilds them when AGENCY_TIMEZONE
// changes (report_rollups_rebuild) and reads the hourly per-account rollups until they match.
// Statement triggers on comments keep them exact (report-day-rollups.test.ts).
export const reportRollupZone = pgTable(
  'report_rollup_zone',
  {
    // One row only.
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (table) => [check('report_rollup_zone_one_row', sql`${table.id}`)],
)

// Follower top-level comments per church and local day, and how many are now replied, done and
// hidden: the agency-wide volume chart and received counts.
export const churchDayRollups = pgTable(
  'church_day_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    received: integer('received').notNull().default(0),
    replied: integer('replied').notNull().default(0),
    done: integer('done').notNull().default(0),
    hidden: integer('hidden').notNull().default(0),
    // Done or hidden without any reply reaching the follower (migration 0045, decision 074).
    closedUnanswered: integer('closed_unanswered').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.organizationId] })],
)

// First response times per church, local day and first responder ('' for nobody in Flock), as
// one histogram: {bucket_seconds, answered, bucket_seconds, answered, ...} in bucket order (the
// buckets of response_time_bucket, decision 045), so a church-day is one row, not one per bucket.
export const churchDayResponseRollups = pgTable(
  'church_day_response_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    responder: text('responder').notNull().default(''),
    histogram: integer('histogram').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.organizationId, table.responder] })],
)

// The same histograms summed two ways for the agency-wide report, kept by triggers on
// church_day_response_rollups (decision 054): a 90-day report reads about 2,000 rows rather than
// a row per church, day and responder.
// Per church over aligned spans of 2^level days (span = days since 2000-01-01 >> level): any
// period is a few spans per church.
export const churchSpanResponseRollups = pgTable(
  'church_span_response_rollups',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    span: integer('span').notNull(),
    histogram: integer('histogram').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.level, table.span] })],
)

// Per local day and first responder for the whole agency, over 4 shards picked from the church
// so concurrent answers in different churches rarely wait on one row.
export const agencyDayResponseRollups = pgTable(
  'agency_day_response_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    responder: text('responder').notNull().default(''),
    shard: smallint('shard').notNull(),
    histogram: integer('histogram').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.responder, table.shard] })],
)

// Follower top-level comments of the whole agency per UTC hour, over 4 shards picked from the
// account so concurrent writes rarely wait on one row: the agency-wide busiest hours.
export const agencyHourRollups = pgTable(
  'agency_hour_rollups',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: integer('shard').notNull(),
    received: integer('received').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.hour, table.shard] })],
)

// Followers of each account as synced, one row per account per UTC day (the last sync of the
// day wins): the reports' audience growth.
export const followerSnapshots = pgTable(
  'follower_snapshots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.day] }),
    index('follower_snapshots_organization_idx').on(table.organizationId, table.day),
  ],
)

// When Flock received each account's newest comment awaiting a reply (null: none awaits), so
// the bell finds the accounts with news without probing every account.
export const awaitingLatest = pgTable(
  'awaiting_latest',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.organizationId] }),
    index('awaiting_latest_received_idx').on(table.receivedAt),
    index('awaiting_latest_organization_idx').on(table.organizationId, table.receivedAt),
  ],
)

// A reply (or a new comment on a post) on its way to Instagram. Recorded in the same transaction
// that marks the comment as sending; a job delivers it exactly once.
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    workItemId: uuid('work_item_id').references(() => workItems.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTGOING_KINDS }).notNull(),
    message: text('message').notNull(),
    // Chosen by the browser per compose; a retried or doubled request finds the same message.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: OUTGOING_STATUSES }).notNull().default('queued'),
    igCommentId: text('ig_comment_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // Held by the one worker delivering it; a worker that dies lets it lapse. The token fences
    // the holder: a worker whose lease lapsed and was taken over can no longer record anything.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The church's decision on a reply that needed its approval (decision 043). The name is kept
    // as it was then: "Declined by Ruth" stays true after Ruth leaves the church.
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name'),
    declineReason: text('decline_reason'),
    // The agency's text when the church edited it before approving ("Edited and approved").
    originalMessage: text('original_message'),
    // A direct message's image or video (decision 072), and whether it goes with HUMAN_AGENT.
    attachment: jsonb('attachment').$type<{ type: string; url: string }>(),
    humanAgent: boolean('human_agent').notNull().default(false),
  },
  (table) => [
    index('outgoing_messages_status_idx').on(table.status, table.createdAt),
    index('outgoing_messages_comment_idx').on(table.workItemId),
    // One reply on its way per comment, whatever races between compose, retry and delivery. A
    // reply awaiting the church's approval is on its way; a declined or withdrawn one is not.
    uniqueIndex('outgoing_messages_one_active_reply')
      .on(table.workItemId)
      .where(sql`kind = 'reply' and status in ('awaiting_approval', 'queued', 'sending')`),
    // Instagram takes one private reply per comment: Flock keeps at most one that is not
    // discarded, declined or withdrawn (none of those reached Instagram), whatever races between
    // two teammates, a retry and delivery.
    uniqueIndex('outgoing_messages_one_private_reply')
      .on(table.workItemId)
      .where(sql`kind = 'private_reply' and status not in ('discarded', 'declined', 'withdrawn')`),
    // The church's list of replies awaiting its approval, oldest first.
    index('outgoing_messages_awaiting_approval_idx')
      .on(table.organizationId, table.createdAt, table.id)
      .where(sql`status = 'awaiting_approval'`),
    // The church's decision history, newest first (decision 051).
    index('outgoing_messages_decisions_idx')
      .on(table.organizationId, table.reviewedAt, table.id)
      .where(sql`reviewed_at is not null`),
    check(
      'outgoing_messages_declined_has_reason',
      sql`${table.status} <> 'declined' or ${table.declineReason} is not null`,
    ),
  ],
)

// Per-account sync state: progress, last success, and why the last attempt failed.
export const accountSyncs = pgTable('account_syncs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
  state: text('state', { enum: SYNC_STATES }).notNull().default('idle'),
  mediaDone: integer('media_done').notNull().default(0),
  mediaTotal: integer('media_total'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  updatedAt: timestamps.updatedAt,
})

// When each person last marked their notifications as read. Notifications themselves are
// computed from the data they describe; anything newer than this moment is unread.
export const notificationReads = pgTable('notification_reads', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
})

// Which comments each teammate has opened: the inbox shows the others as unread, per person.
export const commentReads = pgTable(
  'comment_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.workItemId] }),
    // Deleting a comment removes its reads through this index rather than a scan.
    index('comment_reads_comment_idx').on(table.workItemId),
  ],
)

// A church that left: who removed it and when, without keeping any of its data. The name is kept
// only as a SHA-256 of its loose form, so someone who knows the name can confirm it was deleted.
export const organizationDeletions = pgTable('organization_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id').notNull(),
  nameHash: text('name_hash').notNull(),
  deletedByUserId: text('deleted_by_user_id'),
  deletedByEmail: text('deleted_by_email').notNull(),
  // How many members, accounts, posts and comments went with it.
  members: integer('members').notNull(),
  accounts: integer('accounts').notNull(),
  posts: integer('posts').notNull(),
  comments: integer('comments').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
})

// Each run of the nightly backup, for the settings page and the alert. trigger leaves room for
// other kinds of run (one started from the page, say).
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['nightly'] }).notNull(),
    status: text('status', { enum: BACKUP_STATUSES }).notNull().default('running'),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('backup_runs_started_idx').on(table.startedAt)],
)

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const

// Every e-mail Flock means to send, written in the transaction that decided to send it. A job
// sends it through SMTP once (queued → sending under a lease → sent); with no SMTP server
// configured it is kept here and shown to admins on the outbox page, never dropped.
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    // Which template renders it (modules/operations/mail/templates) and that template's data.
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // Held by the one worker sending it; the token fences a worker whose lease lapsed.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    createdAt: timestamps.createdAt,
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_messages_created_idx').on(table.createdAt),
    index('mail_messages_status_idx').on(table.status, table.createdAt),
  ],
)

// Agency-wide labels on comments ("Prayer", "Events"), made on the fly, each with a colour.
export const labels = pgTable(
  'labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // A CSS colour token from the web's label palette, e.g. 'blue'.
    color: text('color').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [uniqueIndex('labels_name_idx').on(sql`lower(${table.name})`)],
)

export const commentLabels = pgTable(
  'comment_labels',
  {
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.workItemId, table.labelId] }),
    index('comment_labels_label_idx').on(table.labelId, table.workItemId),
  ],
)

// What happened to a comment in Flock and who did it, newest last: the comment's activity.
// Written in the same transaction as the change it records (modules/comment-activity).
export const commentActivity = pgTable(
  'comment_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: COMMENT_ACTIVITY_KINDS }).notNull(),
    // What the kind needs to be told: the assignee's name, the label, the reply's text.
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('comment_activity_comment_idx').on(table.workItemId, table.createdAt),
    // The bell's "assigned to you" items: a teammate's newest assignments.
    index('comment_activity_assigned_idx')
      .on(sql`(${table.detail} ->> 'assigneeId')`, table.createdAt)
      .where(sql`${table.kind} = 'assigned'`),
  ],
)

// The agency's internal notes on a comment: never sent to Instagram, never shown to a church.
export const commentNotes = pgTable(
  'comment_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('comment_notes_comment_idx').on(table.workItemId, table.createdAt)],
)

// Who has the reply box of which comment open ("Sam is replying…"). One row per teammate at most
// (a person replies to one comment at a time), so the table never outgrows the team; a row whose
// expires_at has passed is as good as gone and is swept by the next heartbeat.
export const commentPresence = pgTable('comment_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  workItemId: uuid('work_item_id')
    .notNull()
    .references(() => workItems.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
// The agency's saved replies, inserted into any church's reply box with their variables filled
// from that church's details (common/src/reply-variables.ts).
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull().default(''),
    // "Suggest as a private reply for crisis comments".
    suggestForCrisis: boolean('suggest_for_crisis').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // An agency keeps tens of these, so the list is read whole, in title order, and searched there.
  (table) => [index('saved_replies_title_idx').on(sql`lower(${table.title})`, table.id)],
)

// A hide, unhide or delete over many comments, worked through by a job at Instagram's pace
// (modules/work/bulk). Its progress is counted from its items.
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INSTAGRAM_BULK_ACTIONS }).notNull(),
    // Whose name the hides and deletes carry (users are deactivated, not deleted).
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    state: text('state', { enum: BULK_JOB_STATES }).notNull().default('running'),
    createdAt: timestamps.createdAt,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('bulk_actions_state_idx').on(table.state, table.createdAt)],
)

// One comment of a bulk action. No foreign key to comments: a deleted comment keeps its item
// (and its result). queued → done or failed, each by a write conditional on 'queued', so a job
// taken up again after a crash never counts an item twice.
export const bulkActionItems = pgTable(
  'bulk_action_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bulkActionId: uuid('bulk_action_id')
      .notNull()
      .references(() => bulkActions.id, { onDelete: 'cascade' }),
    workItemId: uuid('work_item_id').notNull(),
    state: text('state', { enum: BULK_ITEM_STATES }).notNull().default('queued'),
    error: text('error'),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    uniqueIndex('bulk_action_items_comment_idx').on(table.bulkActionId, table.workItemId),
    index('bulk_action_items_state_idx').on(table.bulkActionId, table.state),
  ],
)

// What the pastoral classifier recognised in a follower's comment when Flock stored it
// (modules/work/pastoral): one row per flag, for the inbox's flag filter and the card's badges.
export const commentFlags = pgTable(
  'comment_flags',
  {
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    flag: text('flag', { enum: PASTORAL_FLAGS }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Copied from the comment by comment_flags_from_comment (and kept equal to it by
    // comments_flags_follow), so the reports count a period's flags from this table alone. The
    // defaults only stand in until that trigger has run.
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull().defaultNow(),
    followerTopLevel: boolean('follower_top_level').notNull().default(true),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.workItemId, table.flag] }),
    index('comment_flags_flag_idx').on(table.flag, table.workItemId),
    // The reports' flags per church and kind over a period: an index-only scan of its flags.
    index('comment_flags_period_idx')
      .on(table.commentedAt, table.organizationId, table.flag)
      .where(sql`follower_top_level`),
    // The inbox filtered by a flag, newest or oldest first: its page walks one flag's comments in
    // time order and stops at the page's end, however rare the flag.
    index('comment_flags_inbox_idx')
      .on(table.flag, table.commentedAt, table.workItemId)
      .where(sql`follower_top_level`),
  ],
)

// A church's pastoral care: whether flagged comments are routed to it, and what it wants said to
// someone in crisis. No row: routing on, no guidance written yet.
export const pastoralSettings = pgTable('pastoral_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  routingEnabled: boolean('routing_enabled').notNull().default(true),
  emergencyGuidance: text('emergency_guidance').notNull().default(''),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamps.updatedAt,
})

// "Replies need our approval" (decision 043). No row: off, no reminder.
export const replyApprovalSettings = pgTable(
  'reply_approval_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: APPROVAL_MODES }).notNull().default('off'),
    // How long a reply waits before the church's people get a reminder e-mail; null: never.
    reminderAfterMinutes: integer('reminder_after_minutes'),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    check('reply_approval_settings_mode', sql`${table.mode} in ('off', 'flagged', 'all')`),
    check(
      'reply_approval_settings_reminder',
      sql`${table.reminderAfterMinutes} is null or ${table.reminderAfterMinutes} between 5 and 10080`,
    ),
  ],
)

// The church members who hear about flagged comments. Keyed on the membership, so someone who
// leaves the church stops hearing at once; written only for members of that same church.
export const pastoralContacts = pgTable(
  'pastoral_contacts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => memberships.userId, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
)

// A flagged comment routed to its church: when the church first opened it, and when and by whom
// it was followed up, with a note to the agency. Written with the comment, in its transaction.
export const pastoralCases = pgTable(
  'pastoral_cases',
  {
    workItemId: uuid('work_item_id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    flags: text('flags', { enum: PASTORAL_FLAGS }).array().notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenBy: text('seen_by').references(() => user.id, { onDelete: 'set null' }),
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followedUpBy: text('followed_up_by').references(() => user.id, { onDelete: 'set null' }),
    followUpNote: text('follow_up_note'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    // The church's list, newest first, and the bell's newest cases.
    index('pastoral_cases_organization_idx').on(
      table.organizationId,
      table.createdAt,
      table.workItemId,
    ),
  ],
)

// Every pastoral alert a work item raised, and every one held back (decision 075): a
// conversation keeps one case, but a new crisis in it, or a flagged message after its case was
// followed up, alerts the church again, at most once per flag and quiet period.
export const PASTORAL_ALERT_REASONS = [
  'case_opened',
  'new_crisis',
  'case_reopened',
  'quiet_period',
] as const
export const pastoralAlerts = pgTable(
  'pastoral_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    flag: text('flag', { enum: PASTORAL_FLAGS }).notNull(),
    reason: text('reason', { enum: PASTORAL_ALERT_REASONS }).notNull(),
    sent: boolean('sent').notNull(),
    recipients: integer('recipients').notNull().default(0),
    detail: jsonb('detail').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('pastoral_alerts_recent_idx')
      .on(table.workItemId, table.flag, table.createdAt)
      .where(sql`sent`),
  ],
)

// A church's business hours in its own time zone (common/src/schemas/business-hours.ts). The
// reports' share answered within the target counts only time inside them; no row: every hour.
export const businessHours = pgTable('business_hours', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  slots: jsonb('slots').$type<TBusinessHoursSlot[]>().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamps.updatedAt,
})

// Each post's reach and views from Instagram's insights, for accounts that granted
// instagram_business_manage_insights. state 'pending': Instagram had no numbers yet (they come
// up to 48 hours late); 'too_few_viewers': it refuses to show them for so small an audience.
export const mediaInsights = pgTable('media_insights', {
  mediaId: uuid('media_id')
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['ready', 'pending', 'too_few_viewers'] }).notNull(),
  reach: integer('reach'),
  views: integer('views'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})

// The monthly report e-mailed to a church's Owners: one row per church and month, written in the
// same transaction as the messages, so a second run (or two at once) sends nothing twice.
export const monthlyReportMails = pgTable(
  'monthly_report_mails',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The first day of the month reported on.
    month: date('month', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.month] })],
)

// The agency's report settings, changed by its Owners in the app (decision 055): one row at most,
// and none until first saved, when the reports use the environment's REPORT_TARGET_HOURS and
// MONTHLY_REPORT_MAIL. The target's bounds are REPORT_TARGET_HOURS's.
export const agencyReportSettings = pgTable(
  'agency_report_settings',
  {
    // One row only.
    id: boolean('id').primaryKey().default(true),
    targetHours: doublePrecision('target_hours').notNull(),
    monthlyMail: boolean('monthly_mail').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    check('agency_report_settings_one_row', sql`${table.id}`),
    check(
      'agency_report_settings_target_hours',
      sql`${table.targetHours} > 0 and ${table.targetHours} <= 336`,
    ),
  ],
)

// The agency's moderation rules (modules/work/rules), and each church's own hidden words (a rule of
// that church alone, church_id set, that only hides). Every condition set must hold; rules run on
// each new follower comment in position order. The checks refuse a rule that would act on every
// comment or do nothing, whichever path writes it.
export const moderationRules = pgTable(
  'moderation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    // A church's hidden words; null for the agency's rules.
    churchId: uuid('church_id').references(() => organizations.id, { onDelete: 'cascade' }),
    // The churches an agency rule reads; empty: every church, including those added later.
    organizationIds: uuid('organization_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Conditions: null or false is "not used".
    words: text('words').array(),
    hasLink: boolean('has_link').notNull().default(false),
    hasContact: boolean('has_contact').notNull().default(false),
    onlyEmoji: boolean('only_emoji').notNull().default(false),
    usernameMatch: text('username_match', { enum: USERNAME_MATCHES }),
    usernamePattern: text('username_pattern'),
    pastoralFlag: text('pastoral_flag', { enum: PASTORAL_FLAGS }),
    // Actions.
    hide: boolean('hide').notNull().default(false),
    markDone: boolean('mark_done').notNull().default(false),
    labelId: uuid('label_id').references(() => labels.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    routeToChurch: boolean('route_to_church').notNull().default(false),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('moderation_rules_position_idx').on(table.position, table.id),
    uniqueIndex('moderation_rules_agency_name_idx')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.churchId} is null`),
    uniqueIndex('moderation_rules_church_idx').on(table.churchId),
    check(
      'moderation_rules_some_condition',
      sql`(${table.words} is not null and cardinality(${table.words}) > 0) or ${table.hasLink} or ${table.hasContact} or ${table.onlyEmoji} or ${table.usernamePattern} is not null or ${table.pastoralFlag} is not null`,
    ),
    check(
      'moderation_rules_words_not_empty',
      // No word of only spaces and punctuation ("", "*", ".*"): each between two chr(1)s.
      sql`${table.words} is null or (cardinality(${table.words}) > 0 and (chr(1) || array_to_string(${table.words}, chr(1)) || chr(1)) !~ (chr(1) || '[[:space:][:punct:]]*' || chr(1)))`,
    ),
    check(
      'moderation_rules_username_pattern',
      sql`(${table.usernameMatch} is null) = (${table.usernamePattern} is null) and (${table.usernamePattern} is null or ${table.usernamePattern} ~ '[^[:space:][:punct:]]')`,
    ),
    check(
      'moderation_rules_some_action',
      sql`${table.hide} or ${table.markDone} or ${table.labelId} is not null or ${table.assigneeId} is not null or ${table.routeToChurch}`,
    ),
    check(
      'moderation_rules_church_words_hide',
      sql`${table.churchId} is null or (${table.hide} and ${table.words} is not null)`,
    ),
  ],
)

// A comment a rule hides, waiting for Instagram: written with the comment, worked by the
// hide-by-rule job; queued → done (or failed) by writes conditional on 'queued', so the hide is
// recorded once however often the job runs.
export const ruleHides = pgTable(
  'rule_hides',
  {
    workItemId: uuid('work_item_id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => moderationRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name').notNull(),
    state: text('state', { enum: RULE_HIDE_STATES }).notNull().default('queued'),
    error: text('error'),
    createdAt: timestamps.createdAt,
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    index('rule_hides_queued_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'queued'`),
  ],
)

// A file a church or the agency uploaded to publish (decision 065; "media" means Instagram posts).
// The files live in the asset storage (DATA_DIR/assets or an S3 bucket) under these keys; the
// Instagram-ready rendition and the thumbnail are served to anyone holding the public token, which
// is how Meta fetches them.
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // People are deactivated, not deleted; a removed church member leaves the file behind.
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    // As the uploader's device named it: shown, never used to find or type the file.
    fileName: text('file_name').notNull(),
    // The type read from the file's own bytes.
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    altText: text('alt_text').notNull().default(''),
    originalKey: text('original_key').notNull(),
    renditionKey: text('rendition_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    // 256 random bits, base64url: the only way to the public files.
    publicToken: text('public_token').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    uniqueIndex('assets_public_token_idx').on(table.publicToken),
    // The media library: a church's files, newest first, a page at a time.
    index('assets_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    check(
      'assets_duration_for_videos',
      sql`(${table.kind} = 'video') = (${table.durationMs} is not null)`,
    ),
  ],
)

// Posts Flock publishes for a church (decision 071, migration 0042). Every change of state is a
// conditional write in modules/publishing/posts/post-state.ts; the engine records each step on the
// post (container ids, publish_requested_at, ig_media_id) before the next one, so a crash or a
// lost answer never publishes twice.
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    caption: text('caption').notNull().default(''),
    firstComment: text('first_comment'),
    collaborators: text('collaborators').array().notNull().default([]),
    state: text('state', { enum: POST_STATES }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    approvalRequiredAt: timestamp('approval_required_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    declinedBy: text('declined_by').references(() => user.id, { onDelete: 'set null' }),
    declinedByName: text('declined_by_name'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    // The container media_publish is called with (a carousel's parent).
    igContainerId: text('ig_container_id'),
    containerCreatedAt: timestamp('container_created_at', { withTimezone: true }),
    // Set just before media_publish is called: from then on, Instagram is asked before any retry.
    publishRequestedAt: timestamp('publish_requested_at', { withTimezone: true }),
    igMediaId: text('ig_media_id'),
    permalink: text('permalink'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The post as Flock's synced media (its comments reach the inbox).
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    firstCommentRequestedAt: timestamp('first_comment_requested_at', { withTimezone: true }),
    igFirstCommentId: text('ig_first_comment_id'),
    firstCommentDone: boolean('first_comment_done').notNull().default(false),
    failureMessage: text('failure_message'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    publishingStartedAt: timestamp('publishing_started_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    ...timestamps,
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('posts_ig_media_id_idx').on(table.igMediaId),
    index('posts_scheduled_idx').on(table.scheduledAt, table.id),
    index('posts_organization_scheduled_idx').on(table.organizationId, table.scheduledAt, table.id),
    index('posts_account_scheduled_idx').on(table.accountId, table.scheduledAt, table.id),
    index('posts_unscheduled_idx')
      .on(table.organizationId, table.createdAt, table.id)
      .where(sql`${table.scheduledAt} is null`),
    index('posts_due_idx')
      .on(table.scheduledAt)
      .where(sql`${table.state} = 'scheduled'`),
    index('posts_publishing_idx')
      .on(table.leaseUntil)
      .where(sql`${table.state} = 'publishing'`),
    index('posts_first_comment_pending_idx')
      .on(table.publishedAt)
      .where(sql`${table.state} = 'published' and ${table.firstCommentDone} = false`),
    // The publishing report: a church's posts published in a period (decision 074).
    index('posts_published_idx')
      .on(table.publishedAt, table.organizationId, table.accountId)
      .where(sql`${table.publishedAt} is not null`),
    index('posts_awaiting_idx')
      .on(table.organizationId, table.scheduledAt)
      .where(sql`${table.state} = 'awaiting_approval'`),
    check('posts_kind', sql`${table.kind} in ('image', 'carousel', 'reel', 'story')`),
    check(
      'posts_state',
      sql`${table.state} in ('draft', 'awaiting_approval', 'scheduled', 'publishing', 'published', 'failed')`,
    ),
    check(
      'posts_time_when_due',
      sql`${table.state} in ('draft', 'failed') or ${table.scheduledAt} is not null`,
    ),
    check(
      'posts_published_has_media',
      sql`(${table.state} = 'published') = (${table.igMediaId} is not null)`,
    ),
    check('posts_collaborators', sql`cardinality(${table.collaborators}) <= 3`),
  ],
)

// A post's files in order, with the container Instagram made of each (carousel items).
export const postItems = pgTable(
  'post_items',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    // Null once the file is deleted from the library (only a published post allows that).
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationMs: integer('duration_ms'),
    altText: text('alt_text'),
    igContainerId: text('ig_container_id'),
    containerCreatedAt: timestamp('container_created_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.position] }),
    index('post_items_asset_idx').on(table.assetId),
    check('post_items_kind', sql`${table.kind} in ('image', 'video')`),
  ],
)

export const postLedger = pgTable(
  'post_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    step: text('step', { enum: POST_LEDGER_STEPS }).notNull(),
    detail: text('detail'),
  },
  (table) => [index('post_ledger_post_idx').on(table.postId, table.id)],
)

// A church's publishing settings: its sign-off, and its freeze. No row: no sign-off, not frozen.
export const publishingSettings = pgTable('publishing_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  postsNeedApproval: boolean('posts_need_approval').notNull().default(false),
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  frozenBy: text('frozen_by').references(() => user.id, { onDelete: 'set null' }),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamps.updatedAt,
})

// The agency's freeze of every church: one row, id 1, made by the migration.
export const publishingFreeze = pgTable(
  'publishing_freeze',
  {
    id: smallint('id').primaryKey().default(1),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenBy: text('frozen_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [check('publishing_freeze_one_row', sql`${table.id} = 1`)],
)
