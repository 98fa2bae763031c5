import { InstagramError } from '../../../integrations/instagram/errors'

// What a person is told when Instagram refuses a post, by Meta's subcode (the contract's error
// table, §3.3). `retry`: worth trying again with a new container; otherwise a person must act.
const SUBCODES: Record<number, { message: string; retry?: boolean }> = {
  2207001: { message: 'Instagram had a server error while making the post.', retry: true },
  2207003: { message: 'Instagram took too long to download the file.', retry: true },
  2207020: { message: 'The prepared post expired before it was published.', retry: true },
  2207032: { message: 'Instagram could not process the file.', retry: true },
  2207053: { message: 'Instagram could not upload the file.', retry: true },
  2207004: {
    message: 'The file is larger than Instagram accepts (8 MB for pictures). Pick a smaller file.',
  },
  2207005: { message: 'Instagram accepts pictures only as JPEG. Upload the picture again.' },
  2207009: {
    message:
      'The picture’s shape is outside what Instagram allows in the feed (from 4:5 portrait to 1.91:1 landscape). Crop it and try again.',
  },
  2207026: {
    message: 'Instagram cannot read this video’s format. Export it as MP4 (H.264 and AAC).',
  },
  2207052: {
    message:
      'Instagram could not fetch the file from Flock’s public address. Check that PUBLIC_URL (or the bucket’s public URL) is reachable from the internet.',
  },
  2207057: { message: 'The cover frame is past the end of the video.' },
  2207089: {
    message: 'Instagram does not take a video on its own as a feed post: make it a reel.',
  },
  2207050: {
    message:
      'Instagram has restricted this account. Someone at the church must open the Instagram app and follow its instructions.',
  },
  2207042: {
    message: 'The account reached Instagram’s limit of 50 posts in 24 hours.',
    retry: true,
  },
  2207051: {
    message:
      'Instagram refused the post as suspected spam or restricted activity. Check the account in the Instagram app before trying again.',
  },
}

// "Error: Media upload has failed with error code 2207001" → 2207001.
export function subcodeOfStatus(status: string | undefined): number | undefined {
  const match = /(\d{5,})/.exec(status ?? '')
  return match ? Number(match[1]) : undefined
}

export function containerErrorMessage(subcode: number | undefined) {
  const known = subcode ? SUBCODES[subcode] : undefined
  return {
    message: known?.message ?? 'Instagram could not process this post’s file.',
    retry: known?.retry ?? false,
    code: subcode ? String(subcode) : undefined,
  }
}

// Instagram could not fetch the file: for a moment (Flock restarting, its host busy) or for good
// (an address nobody outside can reach). Tried again a few times before a person is told.
const FETCH_FAILED = 2207052
const FETCH_ATTEMPTS = 4
const FETCH_PATIENCE_MS = 2 * 60 * 1000

// A refusal a person must act on, in words; null for what is worth retrying.
export function permanentFailure(
  error: unknown,
  tried: { attempts: number; publishingForMs: number } = { attempts: 1, publishingForMs: 0 },
): { message: string; code?: string } | null {
  if (!(error instanceof InstagramError)) return null
  if (error.transient) return null
  if (
    error.subcode === FETCH_FAILED &&
    (tried.attempts < FETCH_ATTEMPTS || tried.publishingForMs < FETCH_PATIENCE_MS)
  )
    return null
  if (error.subcode !== undefined && SUBCODES[error.subcode]) {
    const known = SUBCODES[error.subcode]!
    return known.retry ? null : { message: known.message, code: String(error.subcode) }
  }
  if (error.kind === 'token')
    return {
      message: 'Instagram no longer accepts this account’s access. The church must reconnect it.',
    }
  if (error.kind === 'permission')
    return {
      message:
        'Instagram did not grant Flock permission to publish for this account. The church must connect it again and allow publishing.',
      code: 'permission',
    }
  if (error.kind === 'invalid')
    return {
      message: `Instagram refused the post: ${error.message}`,
      ...(error.subcode ? { code: String(error.subcode) } : {}),
    }
  return null
}
