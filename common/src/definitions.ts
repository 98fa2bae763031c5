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
