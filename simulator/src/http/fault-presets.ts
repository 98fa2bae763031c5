import type { TFault } from './faults'

export const PRESET_NAMES = [
  'publish-lost-response',
  'publish-then-2207051',
  'read-100-33',
  'comment-then-20-1772107',
  'create-2207001',
  'create-503',
  'container-error',
] as const
export type PresetName = (typeof PRESET_NAMES)[number]

/**
 * Named recipes for the faults real publishing clients met (the contract's §3.4): each is an
 * ordinary rule, and any field given next to `preset` overrides the recipe's.
 */
export const FAULT_PRESETS: Record<PresetName, Omit<TFault, 'preset'>> = {
  // media_publish creates the post, then the client never hears back.
  'publish-lost-response': {
    path: '/*/media_publish',
    method: 'POST',
    drop_response_after_write: true,
  },
  // media_publish creates the post, then answers Meta's spam-suspicion error.
  'publish-then-2207051': {
    path: '/*/media_publish',
    method: 'POST',
    after_write: true,
    errors: [
      {
        status: 400,
        code: 4,
        error_subcode: 2207051,
        message: 'Application request limit reached',
        type: 'OAuthException',
        is_transient: false,
      },
    ],
  },
  // Reads of a node (a container's status, a new post's permalink) fail as objects not found;
  // edges (`/me/media`) and the OAuth pages are left alone.
  'read-100-33': {
    path: '/^\\/[^/]+$/',
    method: 'GET',
    errors: [
      {
        status: 400,
        code: 100,
        error_subcode: 33,
        message:
          'Unsupported get request. Object does not exist, cannot be loaded due to missing permissions, or does not support this operation',
        type: 'GraphMethodException',
      },
    ],
  },
  // A comment is created, but the answer is an error (brightbean PR #140).
  'comment-then-20-1772107': {
    path: '/*/comments',
    method: 'POST',
    after_write: true,
    errors: [
      {
        status: 400,
        code: 20,
        error_subcode: 1772107,
        message: '(#20) The API does not support the requested response format',
        type: 'OAuthException',
      },
    ],
  },
  // Container creation fails with Instagram's transient server error.
  'create-2207001': {
    path: '/*/media',
    method: 'POST',
    errors: [
      {
        status: 400,
        code: -1,
        error_subcode: 2207001,
        message: 'Instagram server error. Try again.',
        type: 'OAuthException',
        is_transient: true,
      },
    ],
  },
  'create-503': { path: '/*/media', method: 'POST', status_codes: [503] },
  // The container is made, then its processing ends in ERROR.
  'container-error': { path: '/*/media', method: 'POST', container_error_subcode: 2207001 },
}
