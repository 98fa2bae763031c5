import { PASTORAL_FLAGS, type TCommentPastoral, type TPastoralFlag } from '@common/schemas/pastoral'

// A comment's case as the inbox page reads it (timestamps as text).
export interface PastoralCaseOfComment {
  flags: TPastoralFlag[]
  seenAt: string | null
  seenBy: string | null
  followedUpAt: string | null
  followedUpBy: string | null
  note: string | null
}

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString())

// A comment's pastoral side on the agency's card: the classifier's flags (the case's, once
// routed, when the flags are gone), and the church's follow-up once routed; undefined when it
// has neither. Flags in PASTORAL_FLAGS order.
export function commentPastoral(
  flags: TPastoralFlag[] | null,
  routedCase: PastoralCaseOfComment | null,
): TCommentPastoral | undefined {
  if (!flags && !routedCase) return undefined
  const shown = [...(flags ?? routedCase!.flags)]
  shown.sort((a, b) => PASTORAL_FLAGS.indexOf(a) - PASTORAL_FLAGS.indexOf(b))
  return {
    flags: shown,
    routed: routedCase
      ? {
          seenAt: iso(routedCase.seenAt),
          seenBy: routedCase.seenAt ? (routedCase.seenBy ?? 'A former member') : null,
          followedUpAt: iso(routedCase.followedUpAt),
          followedUpBy: routedCase.followedUpAt
            ? (routedCase.followedUpBy ?? 'A former member')
            : null,
          note: routedCase.note,
        }
      : null,
  }
}
