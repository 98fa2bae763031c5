import { MESSAGING_SCOPE } from '../../../integrations/instagram/client'
import type { TThreadMessage } from '../../../integrations/instagram/messaging-schemas'
import { BACKFILL_DIRECT_MESSAGES } from '../../../jobs/contracts'
import type { JobDefinition } from '../../../lib/jobs'
import {
  findAccountById,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import { withAccountToken } from '../../instagram/instagram-accounts/account-token'
import { type MessagingArrivalDeps, storeMessage } from './direct-messages.arrival'

const THREADS = 50
const MESSAGES_PER_THREAD = 25

// When an account connects or reconnects, its recent threads come in through the Conversations
// API, so the team sees what followers wrote before (or while) Flock was not listening. History
// is stored as it was: no arrival steps (a prayer request from last month sends no e-mail now);
// webhooks bring everything new, with its steps.
export const backfillDirectMessagesJob = (deps: MessagingArrivalDeps): JobDefinition => ({
  name: BACKFILL_DIRECT_MESSAGES.name,
  policy: 'stately',
  retryLimit: 3,
  retryDelaySeconds: 30,
  async run(data) {
    const { accountId } = BACKFILL_DIRECT_MESSAGES.payload.parse(data)
    const account = await findAccountById(deps.db, accountId)
    if (!account || account.status !== 'connected' || !account.scopes.includes(MESSAGING_SCOPE))
      return { stored: 0 }
    return { stored: await backfill({ ...deps, arrival: [] }, account) }
  },
})

async function backfill(deps: MessagingArrivalDeps, account: AccountRow) {
  const threads = await withAccountToken(deps, account, (token) =>
    deps.instagram.listThreads(token, account.igUserId, {
      limit: THREADS,
      messages: MESSAGES_PER_THREAD,
    }),
  )
  const own = (id: string | undefined) => id === account.igUserId || id === account.appScopedId
  let stored = 0
  for (const thread of threads) {
    const follower = thread.participants?.data.find((p) => !own(p.id))
    if (!follower) continue
    const messages = [...(thread.messages?.data ?? [])].reverse()
    for (const message of messages) {
      if (
        await storeMessage(deps, account, follower.id, fromThread(message, own(message.from?.id)))
      )
        stored += 1
    }
  }
  return stored
}

function fromThread(message: TThreadMessage, outbound: boolean) {
  const attachments = (message.attachments?.data ?? []).map((a) => ({
    type: a.video_data ? 'video' : a.image_data ? 'image' : 'file',
    url: a.video_data?.url ?? a.image_data?.url ?? a.file_url ?? null,
  }))
  const story = message.story?.reply_to
  return {
    igMessageId: message.id,
    direction: outbound ? ('outbound' as const) : ('inbound' as const),
    isEcho: outbound,
    text: message.message || null,
    attachments,
    storyReplyTo: story ? { id: story.id ?? null, url: story.link ?? null } : null,
    storyMention: Boolean(message.story?.mention),
    unsupported: Boolean(message.is_unsupported),
    sentAt: message.created_time ? new Date(message.created_time) : new Date(),
  }
}
