import type { TPostChange } from '@common/events'
import type { Database, DbOrTx } from '../../../db/client'
import type { AssetStorage } from '../../../integrations/asset-storage'
import type { InstagramClient } from '../../../integrations/instagram/client'
import type { JobQueue } from '../../../lib/jobs'
import type { TokenCipher } from '../../../lib/token-cipher'
import { publish } from '../../../realtime/publish'

// What the publishing services need: the database, the queue, the media library's storage (for
// the files' public URLs) and Instagram (for the quota).
export interface PublishingContext {
  db: Database
  jobs: JobQueue
  storage: AssetStorage
  publicUrl: string
  instagram: InstagramClient
  cipher: TokenCipher
}

// Instagram itself (rather than the simulator beside Flock) fetches the media from the internet.
export function talksToRealInstagram(instagram: InstagramClient): boolean {
  try {
    return /(^|\.)(instagram|facebook)\.com$/i.test(new URL(instagram.config.graphUrl).hostname)
  } catch {
    return false
  }
}

export function publishPostChange(
  db: DbOrTx,
  post: { organizationId: string; id?: string },
  change: TPostChange,
) {
  return publish(db, {
    type: 'post.changed',
    organizationId: post.organizationId,
    ...(post.id ? { postId: post.id } : {}),
    change,
  })
}
