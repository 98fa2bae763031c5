// What each number on the admin screens means, shown on hover or focus next to the number. The
// server computes the numbers by exactly these rules (dashboard.repository.ts, *-counts.ts).
export const DEFINITIONS = {
  totalAccounts:
    'Instagram accounts connected to Flock by any organization, including ones whose access was revoked or needs reconnecting.',
  activeOrganizations:
    'Organizations with at least one Instagram account currently connected (access granted and a valid token).',
  commentsToday: (timeZone: string) =>
    `Follower comments (not the account's own replies) written on Instagram today, midnight to midnight in the agency's time zone (${timeZone}). The trend compares with the whole of yesterday.`,
  engagementRate:
    'Average, over posts published in the last 7 days, of (likes + comments) ÷ followers when the post was synced, as a percentage. Posts synced with 0 followers are left out. The trend compares with the 7 days before, in percentage points.',
  accountsCount: 'Instagram accounts this organization has connected, whatever their status.',
  commentsCount:
    "Follower comments stored for this organization's accounts, replies included; the accounts' own replies are not counted.",
  pendingCount:
    'Follower comments awaiting a reply: top-level, not hidden, and not yet answered (a reply still on its way to Instagram counts until Instagram accepts it).',
  followers: 'Followers of the account as last synced from Instagram.',
  totalFollowers:
    "Sum of the followers of this organization's accounts, as last synced from Instagram.",
} as const

// What each number on the reports means (reports.service.ts computes them by these rules).
export const REPORT_DEFINITIONS = {
  firstResponseTime:
    "Time from a comment's time on Instagram to its first reply that reached the follower: a public reply reaching Instagram (or a reply written in the Instagram app) or a private reply sent, whichever came first. Marking a comment Done or hiding it is not a reply. Follower top-level comments received in the period.",
  medianResponse:
    'Median first response time: half of the answered comments were answered faster. Comments not yet answered are left out. Each time counts rounded up to the minute below 1 h, to 5 minutes below 12 h and to the hour below 7 days.',
  p90Response:
    '90th percentile of first response time: 9 in 10 answered comments were answered at least this fast. Comments not yet answered are left out. Each time counts rounded up to the minute below 1 h, to 5 minutes below 12 h and to the hour below 7 days.',
  withinTarget: (hours: number) =>
    `Share of the comments received in the period that got a reply (public or private) within ${hours} h of the comment; comments without a reply, those closed as Done or hidden included, count as not within. For a church with business hours, only the time inside its hours (in its own time zone) counts towards the target.`,
  received:
    "Follower top-level comments (not replies in threads, not the account's own) written on Instagram in the period, counted on the day of the agency's time zone. Deleted comments are not counted.",
  replied:
    'Of the comments received in the period, those now Responded: a public reply reached Instagram, or a private reply reached the follower while it awaited one.',
  done: 'Of the comments received in the period, those now marked Done (no reply needed).',
  hidden: 'Of the comments received in the period, those now hidden on Instagram.',
  closedUnanswered:
    'Closed without a reply: of the comments received in the period, those marked Done or hidden on Instagram that no reply (public or private) reached. They are not answered, and count against the share answered in time.',
  deleted: 'Comments deleted from Flock during the period, by the day they were deleted.',
  heatmap:
    "Comments received per weekday and hour of the agency's time zone over the period: when people write.",
  followers:
    'Followers of the account as recorded at the last sync of each day (UTC). Growth is the last recorded number in the period minus the first.',
  engagement:
    "Engagement of a post: (likes + comments) ÷ the account's followers when the post was synced, as a percentage. Posts published in the period.",
  comparison: 'The previous period is the same number of days just before the chosen one.',
} as const

// What the insights columns of the reports mean (reports/insights.ts computes them).
export const INSIGHTS_DEFINITIONS = {
  reach:
    'Accounts reached: the unique Instagram accounts that saw the post at least once, as Instagram reports it (its numbers can come up to 48 hours late). Only for accounts that let Flock read their insights.',
  views: 'Views: how many times the post was displayed or played, as Instagram reports it.',
  engagementOnReach:
    'Engagement on reach: (likes + comments) ÷ accounts reached, as a percentage. Beside it, engagement on followers divides by the followers instead.',
} as const
